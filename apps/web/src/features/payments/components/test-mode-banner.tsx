import { TEST_CARDS } from '@crankworks/contract';

/** Test mode (decision 003): say plainly that no money moves, and which cards do what. */
export function TestModeBanner() {
  return (
    <div role="note" className="alert alert-info alert-soft flex flex-col items-start">
      <p className="font-semibold">Test mode: no real card is charged</p>
      <p>Use any future expiry date, any 3-digit CVC and any postal code with one of these cards:</p>
      <ul className="list-inside list-disc">
        {TEST_CARDS.map((card) => (
          <li key={card.number}>
            <span className="font-mono">{card.number}</span> {card.outcome}
          </li>
        ))}
      </ul>
    </div>
  );
}
