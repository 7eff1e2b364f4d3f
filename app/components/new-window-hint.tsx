/** What every link that opens another window carries: the external-link icon and, for screen readers, why. */
import { Icon } from "./icon.tsx";

export function NewWindowHint() {
  return (
    <>
      <Icon name="external" size={14} />
      <span className="visually-hidden"> (opens in a new window)</span>
    </>
  );
}
