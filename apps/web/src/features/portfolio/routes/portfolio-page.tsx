import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { portfolio } from '../../../content/portfolio.ts';

export function Component() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <DocumentTitle title="Portfolio" />
      <header>
        <h1 className="text-4xl font-bold">{portfolio.name}</h1>
        <p className="mt-1 text-xl text-primary">{portfolio.role}</p>
        <p className="mt-4 max-w-prose">{portfolio.summary}</p>
        <Link to="/#contact" className="btn btn-primary mt-6">
          Get in touch
        </Link>
      </header>

      <section aria-labelledby="skills-heading" className="mt-12">
        <h2 id="skills-heading" className="text-2xl font-bold">
          Skills
        </h2>
        <ul className="mt-4 flex flex-wrap gap-2">
          {portfolio.skills.map((skill) => (
            <li key={skill} className="badge badge-outline badge-lg">
              {skill}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="projects-heading" className="mt-12">
        <h2 id="projects-heading" className="text-2xl font-bold">
          Projects
        </h2>
        <ul className="mt-4 grid gap-6 md:grid-cols-2">
          {portfolio.projects.map((project) => (
            <li key={project.name} className="card card-border bg-base-100 shadow-sm">
              <div className="card-body">
                <h3 className="card-title">{project.name}</h3>
                <p>{project.description}</p>
                <p className="text-sm text-base-content/80">{project.technologies.join(' · ')}</p>
                <div className="card-actions mt-2">
                  <a
                    href={project.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="link link-primary"
                  >
                    View {project.name}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
