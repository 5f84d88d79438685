import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";
import { NO_RECIPE_PAGE, RECIPE_JSON_LD, recipePage } from "./recipe-pages";
import { SITE_PHOTOS } from "./site-photos";

/**
 * A local web site for the recipe importer's tests (global setup of the api project): pages we
 * wrote ourselves, and sites that misbehave (refuse, stall, redirect forever, send too much).
 * Its origin reaches the tests as `inject("pageServerOrigin")`.
 */

declare module "vitest" {
  export interface ProvidedContext {
    pageServerOrigin: string;
  }
}

/** "Crème de marrons" written in ISO-8859-1: è is the single byte 0xE8. */
const latin1Page = (declareInMeta: boolean) =>
  Buffer.from(
    recipePage(
      { ...RECIPE_JSON_LD, name: "Crème de marrons", recipeIngredient: ["500 g châtaignes"] },
      declareInMeta ? '<meta charset="iso-8859-1">' : "",
    ).replace('<meta charset="utf-8">', ""),
    "latin1",
  );

const html = (res: ServerResponse, body: string | Uint8Array, contentType = "text/html; charset=utf-8") => {
  res.writeHead(200, { "Content-Type": contentType });
  res.end(body);
};

const SIX_MB = 6 * 1024 * 1024;

/** Writes `total` bytes of HTML in 64 KB chunks, waiting for the socket each time (chunked unless a length is set). */
function sendMegabytes(res: ServerResponse, total: number) {
  const chunk = Buffer.alloc(64 * 1024, "<p>soup</p>\n");
  let sent = 0;
  const writeMore = () => {
    while (sent < total && !res.destroyed) {
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once("drain", writeMore);
    }
    res.end();
  };
  res.write("<!doctype html><html><body>");
  writeMore();
}

export default async function startPageServer(project: TestProject) {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    const hops = /^\/hops\/(\d+)$/.exec(path);
    if (hops) {
      const left = Number(hops[1]);
      res.writeHead(302, { Location: left > 1 ? `/hops/${left - 1}` : "/recipe" }).end();
      return;
    }
    switch (path) {
      case "/photos/lentil-soup.jpg":
        return html(res, SITE_PHOTOS.jpeg, "image/jpeg");
      case "/photos/no-type":
        res.writeHead(200);
        return void res.end(SITE_PHOTOS.webp);
      case "/photos/moved.jpg":
        return void res.writeHead(301, { Location: "/photos/lentil-soup.jpg" }).end();
      case "/photos/animated.gif":
        return html(res, SITE_PHOTOS.gif, "image/gif");
      case "/photos/huge-pixels.png":
        return html(res, SITE_PHOTOS.hugePng, "image/png");
      case "/photos/page-not-photo.jpg":
        return html(res, recipePage(), "image/jpeg");
      case "/photos/huge.jpg":
        // A JPEG's first bytes, then more than 5 MB.
        res.writeHead(200, { "Content-Type": "image/jpeg" });
        res.write(SITE_PHOTOS.jpeg);
        return sendMegabytes(res, SIX_MB);
      case "/recipe":
        return html(res, recipePage());
      case "/no-recipe":
        return html(res, NO_RECIPE_PAGE);
      case "/xhtml":
        return html(res, recipePage(), "application/xhtml+xml");
      case "/no-content-type":
        res.writeHead(200);
        return void res.end(recipePage());
      case "/latin1-header":
        return html(res, latin1Page(false), "text/html; charset=ISO-8859-1");
      case "/latin1-meta":
        return html(res, latin1Page(true), "text/html");
      case "/image":
        return html(res, Buffer.from([0x89, 0x50, 0x4e, 0x47]), "image/png");
      case "/forbidden":
        res.writeHead(403, { "Content-Type": "text/html" });
        return void res.end("<h1>Forbidden</h1>");
      case "/server-error":
        res.writeHead(503, { "Content-Type": "text/html" });
        return void res.end("<h1>Try later</h1>");
      case "/gone":
        res.writeHead(404, { "Content-Type": "text/html" });
        return void res.end("<h1>Not here</h1>");
      case "/redirect-without-location":
        return void res.writeHead(302).end();
      case "/redirect-to-ftp":
        return void res.writeHead(301, { Location: "ftp://files.example.com/soup.html" }).end();
      case "/huge-chunked":
        res.writeHead(200, { "Content-Type": "text/html" });
        return sendMegabytes(res, SIX_MB);
      case "/huge-declared":
        res.writeHead(200, { "Content-Type": "text/html", "Content-Length": String(SIX_MB + 27) });
        return sendMegabytes(res, SIX_MB);
      case "/slow-headers":
      case "/slow-body": {
        // Answers after 15 s, longer than the importer's 10 s; the tests set its limit to 1 s.
        if (path === "/slow-body") res.writeHead(200, { "Content-Type": "text/html" }).write("<!doctype html><html>");
        const timer = setTimeout(() => html(res, recipePage()), 15_000);
        res.on("close", () => clearTimeout(timer));
        return;
      }
      default:
        res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  project.provide("pageServerOrigin", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);

  return async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
}
