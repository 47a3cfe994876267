import { blogEntries } from '../data/blog-entries.ts';

/** Native <details> with a shared name: one answer open at a time, keyboard-operable without script. */
export function BlogAccordion() {
  return (
    <div className="flex flex-col gap-3">
      {blogEntries.map((entry, index) => (
        <details
          key={entry.id}
          name="blog-entries"
          open={index === 0}
          className="collapse collapse-arrow border border-base-300 bg-base-100"
        >
          <summary className="collapse-title text-lg font-semibold">{entry.question}</summary>
          <div className="collapse-content space-y-3">
            {entry.answer.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
