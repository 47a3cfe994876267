/** The admin's dashboard home: the shop's figures (a chunk of its own, with the chart library). */
export { AdminHome } from './routes/admin-home.tsx';
