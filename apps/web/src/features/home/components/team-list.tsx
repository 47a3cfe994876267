import { team } from '../data/team.ts';

export function TeamList() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {team.map((member) => (
        <li key={member.name} className="card card-border items-center bg-base-100 p-6 text-center">
          <div className="avatar">
            <div className="w-28 rounded-full bg-base-200">
              <img
                src={member.avatar}
                alt={`Portrait of ${member.name}`}
                width={112}
                height={112}
                loading="lazy"
              />
            </div>
          </div>
          <h3 className="mt-4 text-lg font-semibold">{member.name}</h3>
          <p className="text-base-content/80">{member.role}</p>
        </li>
      ))}
    </ul>
  );
}
