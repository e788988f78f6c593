import { BAGGAGE_TABLE } from '../fareContent';

/** The baggage allowance of each class. */
export function BaggageTable() {
  return (
    <section className="sf-box" aria-labelledby="sf-baggage-title">
      <h2 id="sf-baggage-title">Baggage</h2>
      <table className="sf-table">
        <thead>
          <tr>
            <th scope="col">Class</th>
            <th scope="col">Checked</th>
            <th scope="col">Carry-on</th>
            <th scope="col">Personal item</th>
          </tr>
        </thead>
        <tbody>
          {BAGGAGE_TABLE.map((row) => (
            <tr key={row.class}>
              <th scope="row">{row.class}</th>
              <td>{row.checked}</td>
              <td>{row.carryOn}</td>
              <td>{row.personal}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
