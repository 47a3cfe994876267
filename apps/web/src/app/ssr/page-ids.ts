/** The `<script type="application/json">` that carries a server-rendered page's query data. */
export const PAGE_STATE_ID = 'page-state';
