/**
 * The home page's JavaScript against a bare Next.js page (target: at most 1.25 times).
 * See bare-next.mjs for how the bare page is made and why it is a separate app.
 */
import { startBareNext } from "./bare-next.mjs";
import { javascriptBytes } from "./home.mjs";

export async function benchJavascriptWeight({ server }) {
  const bare = await startBareNext({ port: Number(process.env.BENCH_BARE_PORT ?? 3301) });
  try {
    const bareJs = await javascriptBytes(`${bare.url}/`);
    const homeJs = await javascriptBytes(`${server.url}/`);
    return [
      { name: "bare Next.js page: first-load JavaScript (compressed)", value: bareJs.gzipBytes, unit: "bytes" },
      { name: "home page: first-load JavaScript (compressed)", value: homeJs.gzipBytes, unit: "bytes" },
      { name: "home page ÷ bare Next.js page (target ≤ 1.25)", value: (homeJs.gzipBytes / bareJs.gzipBytes).toFixed(3), unit: "×" },
    ];
  } finally {
    await bare.stop();
  }
}
