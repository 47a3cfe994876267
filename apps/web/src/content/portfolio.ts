/**
 * The /portfolio page's content. The site owner edits this file; the page renders whatever it holds.
 */
export interface PortfolioProject {
  name: string;
  description: string;
  technologies: string[];
  /** Opened in a new tab. */
  url: string;
}

export interface Portfolio {
  name: string;
  role: string;
  summary: string;
  skills: string[];
  projects: PortfolioProject[];
}

export const portfolio: Portfolio = {
  name: 'Maya Lindqvist',
  role: 'Full-stack web developer and founder of Crankworks',
  summary:
    'I build fast, accessible web applications end to end: typed APIs, relational data models and React interfaces that work on every screen. Crankworks, the bicycle-parts shop on this site, is my own product, from the database schema to the checkout.',
  skills: [
    'TypeScript',
    'React',
    'React Router',
    'TanStack Query',
    'Node.js',
    'Fastify',
    'PostgreSQL',
    'Drizzle ORM',
    'Tailwind CSS',
    'Vitest',
    'Playwright',
    'Accessibility (WCAG 2.2)',
  ],
  projects: [
    {
      name: 'Crankworks storefront',
      description:
        'The shop you are on: a parts catalogue, ordering with stock kept exact under concurrent orders, and card payment.',
      technologies: ['React 19', 'TanStack Query', 'daisyUI'],
      url: '/',
    },
    {
      name: 'Crankworks REST API',
      description:
        'One typed contract shared by server and browser, with interactive OpenAPI documentation generated from it.',
      technologies: ['Fastify', 'zod', 'PostgreSQL'],
      url: '/api/docs',
    },
    {
      name: 'Developer Q&A',
      description:
        'Short answers to the questions web developers ask most often, from the event loop to database indexes.',
      technologies: ['React', 'Accessible accordion'],
      url: '/blogs',
    },
  ],
};
