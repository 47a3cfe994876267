import { countriesByName } from '@crankworks/contract';

/** The countries the shop ships to, by name, as a country select's options. */
export function CountryOptions() {
  return countriesByName.map(({ code, name }) => (
    <option key={code} value={code}>
      {name}
    </option>
  ));
}
