export interface BlogEntry {
  id: string;
  question: string;
  /** The answer, one string per paragraph. */
  answer: string[];
}

export const blogEntries: BlogEntry[] = [
  {
    id: 'react-re-render',
    question: 'How does React decide when to re-render?',
    answer: [
      'A component renders again when its state changes (a setState or dispatch with a new value), when its parent renders again, or when a context it reads gets a new value. React compares the new state with the old one using Object.is, so setting the same primitive or the same object reference is skipped.',
      'Re-rendering means calling the component function again to get a new element tree. React then reconciles that tree with the previous one and only touches the DOM where something actually changed, which is why most re-renders are cheap.',
      'When a render is expensive, memo lets a child skip rendering while its props are shallowly equal, and useMemo or useCallback keep props stable between renders. The React Compiler can add this memoisation automatically, but the first step is always to measure with the Profiler before optimising.',
    ],
  },
  {
    id: 'sql-vs-nosql',
    question: 'What is the difference between SQL and NoSQL databases?',
    answer: [
      'SQL (relational) databases such as PostgreSQL store data in tables with a fixed schema, link tables with foreign keys and answer queries in SQL. They give ACID transactions, so an order and the stock it takes are written together or not at all.',
      'NoSQL is an umbrella for document stores (MongoDB), key-value stores (Redis), wide-column stores (Cassandra) and graph databases. They usually relax the fixed schema or cross-record transactions in exchange for flexible data shapes or easy horizontal scaling.',
      'Choose by the data and its access patterns: related records that must stay consistent suit a relational database; huge volumes of independent records read by key, or data whose shape changes constantly, can suit a NoSQL store. Many systems use both.',
    ],
  },
  {
    id: 'jwt-vs-session-cookies',
    question: 'How do JWT and session cookies differ?',
    answer: [
      'With a session cookie, the server stores the session (who is signed in, until when) and gives the browser only a random id in an httpOnly cookie. Every request sends the cookie, and the server looks the id up. Signing out is immediate: delete the session row.',
      'A JSON Web Token carries the claims itself (user id, expiry) and is signed by the server, so any service holding the key can verify it without a database lookup. The price is revocation: a stolen token stays valid until it expires unless you keep a deny-list, which brings the lookup back.',
      'For a browser app talking to its own backend, an httpOnly, Secure, SameSite cookie with a server-side session is usually the safer default, because page scripts cannot read it. Tokens shine for API clients and for services that verify identity without sharing a session store.',
    ],
  },
  {
    id: 'event-loop',
    question: 'What does the JavaScript event loop do?',
    answer: [
      'JavaScript runs your code on a single thread with one call stack. Slow work such as timers, network requests and file access is handed to the browser or to Node, which queue a callback when the work is done.',
      'The event loop waits until the call stack is empty, then runs all queued microtasks (promise callbacks, queueMicrotask) and after them the next macrotask (a timer, an I/O callback, a user event). In the browser it may also paint between tasks.',
      'That is why a long synchronous loop freezes the page: nothing else, not even a click handler or a repaint, can run until it returns. Splitting heavy work into chunks, or moving it to a Web Worker, keeps the interface responsive.',
    ],
  },
  {
    id: 'why-typescript',
    question: 'Why use TypeScript?',
    answer: [
      'TypeScript adds static types to JavaScript and checks them before the code runs. Calling a function with the wrong arguments, reading a property that may be undefined or forgetting a case of a union becomes a compile error instead of a bug in production.',
      'Types also document the code and power the editor: autocompletion, go-to-definition and safe renames work across the whole project, which makes large refactors far less risky.',
      'The types disappear at build time, so the output is plain JavaScript. Sharing one set of types (or schemas that produce them) between server and browser keeps both sides of an API in agreement.',
    ],
  },
  {
    id: 'database-index',
    question: 'What is a database index and when does it help?',
    answer: [
      'An index is a separate, sorted data structure (usually a B-tree) that maps column values to the rows holding them, like the index at the back of a book. With it the database finds matching rows in a few steps instead of reading the whole table.',
      'Indexes help queries that filter, join or sort on the indexed columns, especially when they select a small part of a large table. A composite index on (created_at, id), for example, serves both ordering and keyset pagination.',
      'They are not free: every insert, update and delete must update each index too, and indexes take disk space and memory. Add them for the queries you actually run, and check with EXPLAIN that the planner uses them.',
    ],
  },
];
