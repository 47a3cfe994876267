/** The `<script type="application/json">` that carries a server-rendered page's query data. */
export const PAGE_STATE_ID = 'page-state';

/** The `<script type="application/json">` listing the built chunks that a rendered page's app needs. */
export const PAGE_MODULES_ID = 'page-modules';
