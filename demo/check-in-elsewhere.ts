// A count of a RECEIVED order kept on this device, as a phone keeps it when another device confirmed the
// delivery first (D222): planted in the page's localStorage (check-in/count-store.ts's shape), so a
// journey on the demo build, whose tabs share one store, can show Check In Delivery's "received on
// another device" state. 2 counted of the first line, which was ordered 3 more than it holds.
import type { Page } from "playwright-core";

export async function plantCountOfReceived(page: Page, orderId: string): Promise<void> {
  await page.evaluate(async (id) => {
    const config = JSON.parse(document.getElementById("app-config")!.textContent!) as { graphqlUrl: string };
    const user = JSON.parse(localStorage.getItem("user")!) as { activeStore: { id: number } };
    const answer = await fetch(new URL(config.graphqlUrl, document.baseURI), {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${localStorage.getItem("token")}`,
      },
      body: JSON.stringify({
        query:
          "query Lines($id: ID) { allPurchaseOrders(id: $id) { nodes { status items { id quantity } } } }",
        variables: { id },
      }),
    });
    const order = (await answer.json()).data.allPurchaseOrders.nodes[0] as {
      status: string;
      items: { id: string; quantity: number }[];
    };
    if (order.status !== "RECEIVED") throw new Error(`order ${id} is ${order.status}, not RECEIVED`);
    const expected = Object.fromEntries(order.items.map((item) => [item.id, item.quantity]));
    const first = order.items[0]!;
    const count = {
      counts: { [first.id]: 2 },
      expected,
      ordered: { ...expected, [first.id]: first.quantity + 3 },
    };
    localStorage.setItem(`check-in:${user.activeStore.id}:${id}`, JSON.stringify(count));
  }, orderId);
}
