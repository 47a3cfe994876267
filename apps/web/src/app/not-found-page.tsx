export { NotFound as Component } from '../components/not-found.tsx';
