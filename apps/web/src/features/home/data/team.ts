export interface TeamMember {
  name: string;
  role: string;
  /** Served from apps/web/public/images/team. */
  avatar: string;
}

export const team: TeamMember[] = [
  { name: 'Maya Lindqvist', role: 'Founder & Chief Engineer', avatar: '/images/team/maya-lindqvist.svg' },
  { name: 'Tomás Reyes', role: 'Head of Production', avatar: '/images/team/tomas-reyes.svg' },
  { name: 'Aiko Tanaka', role: 'Quality Assurance Lead', avatar: '/images/team/aiko-tanaka.svg' },
  { name: 'Daniel Okafor', role: 'Customer Success Manager', avatar: '/images/team/daniel-okafor.svg' },
];
