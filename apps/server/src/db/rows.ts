/** The rows of `db.execute(sql…)`: both drivers answer an object with `rows`. */
export const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;
