/** The `<script type="application/json">` that carries a server-rendered page's query data. */
export const PAGE_STATE_ID = 'page-state';

/** The `<script type="application/json">` that lists a server-rendered page's chunks, dependencies first. */
export const PAGE_CHUNKS_ID = 'page-chunks';
