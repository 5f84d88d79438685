// `npm run build`: the web worker (Remix, production) and the API worker's deployable bundle
// (dist/api, also the auxiliary worker of the web tests).
import { buildApi, buildWeb } from "./lib.mjs";

buildWeb();
buildApi();
console.log("Built build/index.js and public/sw.js (web) and dist/api/index.js (API).");
