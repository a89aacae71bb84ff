// The server lives in server/ (server/index.mjs); this file keeps `node server.mjs` working.
import "./server/index.mjs";
