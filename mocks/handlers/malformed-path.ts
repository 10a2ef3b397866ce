// A path whose percent-encoding does not decode (`GET /api/invites/%E0%A4%A` once answered 500 with
// the URIError of msw's path matching). msw decodes a path's parameters while it looks for a handler,
// so this one comes before every other and matches by a RegExp without groups, which decodes nothing.
import { http, HttpResponse } from "msw";
import { ERROR_STATUS } from "../../schema/errors.ts";

/** The refusal of a path that is not valid percent-encoded UTF-8, or null for a good one. */
function malformedPath(pathname: string): { code: "BAD_REQUEST"; description: string } | null {
  try {
    decodeURIComponent(pathname);
    return null;
  } catch {
    return {
      code: "BAD_REQUEST",
      description: `The path "${pathname.slice(0, 100)}" is not valid percent-encoding: each % must start an escape of UTF-8 bytes, as %C3%A9.`,
    };
  }
}

/** Answers 400 for a request whose path does not decode; nothing (msw goes on) for the others. */
export const malformedPathGate = () =>
  http.all(/%/, ({ request }) => {
    const problem = malformedPath(new URL(request.url).pathname);
    return problem ? HttpResponse.json(problem, { status: ERROR_STATUS.BAD_REQUEST }) : undefined;
  });
