/** One row of an example table: the row heading, then one value per column. */
export type ExampleRow = readonly [heading: string, ...values: string[]];

/** A small table of worked-example figures with a caption, column headings and row headings. */
export function ExampleTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  /** Headings of the columns, the first over the row headings. */
  columns: readonly string[];
  rows: readonly ExampleRow[];
}) {
  return (
    <div className="guide-table">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([heading, ...values]) => (
            <tr key={heading}>
              <th scope="row">{heading}</th>
              {values.map((value, index) => (
                <td key={index}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
