// What Products shows where the provider stores reorder levels (extension "reorder", D245, D247), loaded
// as a chunk of its own only then (use-reorder-part.ts): the levels' column cell for the paged list, the
// "At Or Below Reorder Point" toggle and list.
import type { PageVariables } from "../../../../schema/connection.ts";
import type { Line } from "../components/product-lines.ts";
import { usePageLevels } from "./api/reorder-levels.ts";
import { LevelsCell } from "./levels-cell.tsx";

export { LevelsCell } from "./levels-cell.tsx";
export { PointList, PointToggle } from "./point-list.tsx";
export { REORDER_TEXT } from "./strings.ts";

/** A row's levels on the paged list: read once per page beside the page (same variables). */
export function PageLevelsCell(props: { line: Line; variables: PageVariables; mayModify: boolean }) {
  const levels = usePageLevels(props.variables);
  return <LevelsCell line={props.line} levels={levels} mayModify={props.mayModify} />;
}
