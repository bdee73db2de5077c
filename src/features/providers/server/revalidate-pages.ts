import "server-only";

import { revalidatePath } from "next/cache";
import { routes } from "@/config/routes";

/** Every page that shows a provider's facts: re-rendered on the next request after a change. */
export function revalidateProviderPages(id: string): void {
  revalidatePath(routes.wealthManager(id));
  revalidatePath(routes.wealthManagers);
  revalidatePath("/api/providers");
  revalidatePath(routes.providerEditor(id));
}
