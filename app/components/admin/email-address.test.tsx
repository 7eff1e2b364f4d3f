// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EmailAddress } from "./email-address.tsx";

describe("an e-mail address in a narrow column", () => {
  it("may wrap only before its @ or a dot, and reads and copies as the address itself", () => {
    const { container } = render(
      <p>
        <EmailAddress email="marguerite.abernathy-castellanos@okanaganfamilies.example" />
      </p>,
    );
    expect(container.querySelector("p")?.innerHTML).toBe(
      "marguerite<wbr>.abernathy-castellanos<wbr>@okanaganfamilies<wbr>.example",
    );
    expect(container.textContent).toBe("marguerite.abernathy-castellanos@okanaganfamilies.example");
  });

  it("leaves something that is not an address as it is", () => {
    const { container } = render(<EmailAddress email="office" />);
    expect(container.innerHTML).toBe("office");
  });
});
