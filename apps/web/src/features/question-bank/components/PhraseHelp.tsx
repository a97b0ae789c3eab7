import './question-bank.css';

/** The phrase notation of the marking engine (packages/domain/src/marking/README.md), for authors. */
export function PhraseHelp() {
  return (
    <details className="qb-help">
      <summary>How to write accepted phrases</summary>
      <table>
        <caption style={{ textAlign: 'left', padding: '0.25rem 0' }}>Phrase notation</caption>
        <thead>
          <tr>
            <th scope="col">Write</th>
            <th scope="col">Meaning</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              <code>light energy</code>
            </td>
            <td>
              These words in this order; up to 2 other words may sit between two words (small words such as the, of, is
              in the answer do not count).
            </td>
          </tr>
          <tr>
            <td>
              <code>light from the sun</code>
            </td>
            <td>Small words (the, of, from, is…) in a phrase are optional.</td>
          </tr>
          <tr>
            <td>
              <code>gap 5: push pop</code>
            </td>
            <td>
              The same with up to 5 other words between two words (0 to 12); combines with <code>2 of:</code>.
            </td>
          </tr>
          <tr>
            <td>
              <code>The bulb is not in a closed path with the battery.</code>
            </td>
            <td>
              A model answer written as a sentence is read as its concepts (a negation stays with its word); the point
              is awarded when enough of them appear, in any order: 40%, or the share teachers’ marks in the curriculum
              show reads its model answers best. Words of what the question asks are left out (a scene it sets first
              still counts). The editor shows what it reads and can turn it into a precise phrase.
            </td>
          </tr>
          <tr>
            <td>
              <code>water evaporates &amp; salt left</code>
            </td>
            <td>
              <code>&amp;</code> splits a phrase into parts that may appear in any order, anywhere in the answer.
            </td>
          </tr>
          <tr>
            <td>
              <code>=reflected</code>
            </td>
            <td>
              <code>=</code> before a word: that exact word only (no word stem, no spelling tolerance); a small word
              written so is required (<code>=all the energy</code>).
            </td>
          </tr>
          <tr>
            <td>
              <code>not connected</code>
            </td>
            <td>
              A negation in the phrase is required; elsewhere “not”, “no”, “never”, “n't”… before a match void it.
            </td>
          </tr>
          <tr>
            <td>
              <code>9.8 m/s2</code>, <code>3 x 10^8 m/s</code>, <code>-5 °C</code>
            </td>
            <td>A quantity is matched by value and unit (with a numeric answer structure, within its tolerance).</td>
          </tr>
        </tbody>
      </table>
      <p>
        The engine also accepts word endings (evaporate / evaporation), small spelling slips in words of 5 letters or
        more (never in numbers, units or formulae), the synonyms that apply to the question, and accepted machine
        phrases.
      </p>
    </details>
  );
}
