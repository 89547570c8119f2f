// A page of rows under their headings, what to say when there are none, and the pager: the record tables' one shape.
import type { ReactNode } from "react";
import { Pager } from "./Paging";

export function DataTable<Row>({ testId, headings, rows, cells, rowKey, empty, pageNo, totalPages, onPage }: {
  testId: string;
  headings: string[];
  /** Undefined while loading: neither rows nor the empty note show. */
  rows: readonly Row[] | undefined;
  cells: (row: Row) => ReactNode[];
  rowKey: (row: Row) => string | number;
  empty: string;
  pageNo: number;
  totalPages: number;
  onPage: (pageNo: number) => void;
}) {
  return (
    <>
      <table className="records" data-testid={testId}>
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading}>{heading}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(rows ?? []).map((row) => (
            <tr key={rowKey(row)}>
              {cells(row).map((cell, index) => (
                // On a phone each row is a card, each cell a line named by its heading (CSS reads data-label).
                <td key={index} data-label={headings[index]}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows && rows.length === 0 && <p className="empty-state">{empty}</p>}
      <Pager pageNo={pageNo} totalPages={totalPages} onPage={onPage} />
    </>
  );
}

/** A signed amount, coloured as money in or out. */
export const SignedAmount = ({ value, text }: { value: string; text: string }) => <span className={value.startsWith("-") ? "amount--out" : "amount--in"}>{text}</span>;
