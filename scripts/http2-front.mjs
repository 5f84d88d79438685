// A local HTTPS front that speaks HTTP/2 to the browser and HTTP/1.1 to `wrangler dev`, for
// Lighthouse. Cloudflare's edge answers every browser over HTTP/2 or HTTP/3, while `wrangler dev`
// speaks only HTTP/1.1; Lighthouse's simulation models HTTP/1.1 as six connections that each
// carry one request at a time, which a page's thirty small modules never queue behind in
// production (decision 31). The certificate is made up for each run and trusted by flag.
import http from "node:http";
import http2 from "node:http2";
import selfsigned from "selfsigned";

/** Headers that belong to one hop (HTTP/1.1 connection management), never forwarded. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection", "host"]);

const forwardable = (headers) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(":") && !HOP_BY_HOP.has(name)));

/** Starts the front on `port`, forwarding to the web worker on `targetPort`; resolves to its origin and a close. */
export async function startHttp2Front({ port, targetPort }) {
  const { private: key, cert } = await selfsigned.generate([{ name: "commonName", value: "127.0.0.1" }], {
    days: 1,
    keySize: 2048,
    extensions: [{ name: "subjectAltName", altNames: [{ type: 7, ip: "127.0.0.1" }] }],
  });
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (request, response) => {
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: targetPort,
        method: request.method,
        path: request.url,
        headers: { ...forwardable(request.headers), host: `127.0.0.1:${targetPort}` },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(response);
      },
    );
    upstream.on("error", () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    origin: `https://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
