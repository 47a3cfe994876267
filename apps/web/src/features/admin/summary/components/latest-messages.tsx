import type { AdminSummary } from '@crankworks/contract';
import { Link } from 'react-router';
import { formatDateTime } from '../../../../lib/format.ts';

/** The newest contact messages, with a way to all of them. */
export function LatestMessages({ messages }: { messages: AdminSummary['latestMessages'] }) {
  return (
    <div className="flex flex-col gap-3">
      {messages.length === 0 ? (
        <p>No messages yet.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {messages.map((message) => (
            <li key={message._id} className="border-b border-base-300 pb-2 last:border-0">
              <p className="flex flex-wrap justify-between gap-x-3 text-sm">
                <span className="font-semibold">
                  {message.name} <span className="font-normal break-all">({message.email})</span>
                </span>
                <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
              </p>
              <p className="break-words">{message.message}</p>
            </li>
          ))}
        </ul>
      )}
      <Link to="/dashboard/messages" className="link">
        All messages
      </Link>
    </div>
  );
}
