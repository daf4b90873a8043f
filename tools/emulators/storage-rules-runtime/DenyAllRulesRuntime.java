/*
 * Stand-in for the Cloud Storage for Firebase rules runtime, answering "deny" to everything.
 *
 * Why this exists
 * ---------------
 * The Storage emulator of firebase-tools evaluates security rules in a separate Java process,
 * "cloud-storage-rules-runtime-vX.jar", which it downloads from the internet at first start.
 * Our machines have no internet and no package registry ships that JAR. firebase-tools lets us
 * point STORAGE_EMULATOR_BINARY_PATH at another JAR, which it runs as
 *
 *     java -Duser.language=en -jar $STORAGE_EMULATOR_BINARY_PATH serve
 *
 * Our storage.rules denies every client request: all Storage traffic goes through the Cloud
 * Function, whose Admin SDK bypasses rules entirely (the emulator never asks the runtime about
 * admin requests). A runtime that denies every request is therefore equivalent to evaluating
 * our rules. It is NOT a rules engine: if storage.rules ever allows anything, tests against the
 * emulator will still see "denied" on this machine (see docs/decisions/0001-offline-emulators.md).
 *
 * Protocol (from firebase-tools lib/emulator/storage/rules/runtime.js, version 14.18.0)
 * -----------------------------------------------------------------------------------
 * One JSON object per line on stdin (requests) and on stdout (responses). firebase-tools parses
 * each stdout chunk as a single JSON document, so each response is written and flushed as one
 * line, and nothing else is ever printed on stdout. Anything on stderr is logged by
 * firebase-tools as "Unexpected rules runtime error", so this program keeps stderr silent.
 *
 *   at start:  {"id":-1,"status":"ok"}
 *   request:   {"action":"load_ruleset","context":{"rulesetName":"0","source":{...}},"id":0}
 *   response:  {"id":0,"status":"ok","result":{"rulesVersion":2},"errors":[],"warnings":[]}
 *   request:   {"action":"verify","context":{"rulesetName":"0","path":"/b/...",...},"id":1}
 *   response:  {"id":1,"status":"ok","result":{"permit":false},"errors":[],"warnings":[]}
 *
 * Any action other than load_ruleset gets the "permit: false" answer. rulesVersion is always 2,
 * so that list operations are denied by this runtime rather than by the version check.
 *
 * Single file, no dependencies: scripts/setup-emulators.sh compiles it with javac and packs it
 * with jar into .emulators/storage-rules-runtime.jar (git-ignored; no binaries are committed).
 */

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

public final class DenyAllRulesRuntime {

    private DenyAllRulesRuntime() {}

    public static void main(String[] args) throws Exception {
        // args is normally ["serve"]; there is nothing else to serve, so it is ignored.
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        BufferedReader in =
                new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));

        send(out, "{\"id\":-1,\"status\":\"ok\"}");

        String line;
        while ((line = in.readLine()) != null) { // EOF: firebase-tools went away, so do we.
            line = line.trim();
            if (line.isEmpty()) {
                continue;
            }
            send(out, respond(line));
        }
    }

    /** Builds the one-line answer to one request line. */
    static String respond(String requestLine) {
        Map<String, String> top;
        try {
            top = topLevelScalars(requestLine);
        } catch (RuntimeException e) {
            // Not JSON we understand: answer an error that firebase-tools can show.
            return "{\"id\":-2,\"status\":\"error\",\"message\":\"unparseable request\","
                    + "\"errors\":[\"stand-in rules runtime could not parse a request\"],"
                    + "\"warnings\":[]}";
        }
        String id = top.get("id");
        if (id == null || !id.matches("-?[0-9]+")) {
            id = "-2";
        }
        String action = top.get("action");
        if ("load_ruleset".equals(action)) {
            return "{\"id\":" + id + ",\"status\":\"ok\",\"result\":{\"rulesVersion\":2},"
                    + "\"errors\":[],\"warnings\":[]}";
        }
        // "verify" and anything else: deny.
        return "{\"id\":" + id + ",\"status\":\"ok\",\"result\":{\"permit\":false},"
                + "\"errors\":[],\"warnings\":[]}";
    }

    private static void send(PrintStream out, String json) {
        out.print(json + "\n");
        out.flush();
    }

    /*
     * Minimal JSON reading: walks the top-level object only and returns its scalar members
     * (strings decoded, numbers/true/false/null as written). Nested objects and arrays are
     * skipped, honouring strings and escapes, so an "id" or "action" text inside the rules
     * source or a file path can never be mistaken for the request's own fields.
     */
    static Map<String, String> topLevelScalars(String s) {
        Map<String, String> result = new HashMap<>();
        int[] pos = {skipWs(s, 0)};
        expect(s, pos, '{');
        pos[0] = skipWs(s, pos[0]);
        if (peek(s, pos) == '}') {
            return result;
        }
        while (true) {
            pos[0] = skipWs(s, pos[0]);
            String key = readString(s, pos);
            pos[0] = skipWs(s, pos[0]);
            expect(s, pos, ':');
            pos[0] = skipWs(s, pos[0]);
            char c = peek(s, pos);
            if (c == '"') {
                result.put(key, readString(s, pos));
            } else if (c == '{' || c == '[') {
                skipNested(s, pos);
            } else {
                int start = pos[0];
                while (pos[0] < s.length() && ",}] \t\r\n".indexOf(s.charAt(pos[0])) < 0) {
                    pos[0]++;
                }
                result.put(key, s.substring(start, pos[0]));
            }
            pos[0] = skipWs(s, pos[0]);
            char next = peek(s, pos);
            pos[0]++;
            if (next == '}') {
                return result;
            }
            if (next != ',') {
                throw new IllegalArgumentException("expected , or } at " + (pos[0] - 1));
            }
        }
    }

    private static int skipWs(String s, int i) {
        while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
            i++;
        }
        return i;
    }

    private static char peek(String s, int[] pos) {
        if (pos[0] >= s.length()) {
            throw new IllegalArgumentException("unexpected end of input");
        }
        return s.charAt(pos[0]);
    }

    private static void expect(String s, int[] pos, char c) {
        if (peek(s, pos) != c) {
            throw new IllegalArgumentException("expected " + c + " at " + pos[0]);
        }
        pos[0]++;
    }

    private static String readString(String s, int[] pos) {
        expect(s, pos, '"');
        StringBuilder sb = new StringBuilder();
        while (true) {
            char c = peek(s, pos);
            pos[0]++;
            if (c == '"') {
                return sb.toString();
            }
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            char e = peek(s, pos);
            pos[0]++;
            switch (e) {
                case 'n': sb.append('\n'); break;
                case 't': sb.append('\t'); break;
                case 'r': sb.append('\r'); break;
                case 'b': sb.append('\b'); break;
                case 'f': sb.append('\f'); break;
                case 'u':
                    if (pos[0] + 4 > s.length()) {
                        throw new IllegalArgumentException("bad \\u escape");
                    }
                    sb.append((char) Integer.parseInt(s.substring(pos[0], pos[0] + 4), 16));
                    pos[0] += 4;
                    break;
                default: sb.append(e); // \" \\ \/
            }
        }
    }

    /** Skips one object or array starting at pos, including everything nested in it. */
    private static void skipNested(String s, int[] pos) {
        int depth = 0;
        do {
            char c = peek(s, pos);
            if (c == '"') {
                readString(s, pos);
                continue;
            }
            if (c == '{' || c == '[') {
                depth++;
            } else if (c == '}' || c == ']') {
                depth--;
            }
            pos[0]++;
        } while (depth > 0);
    }
}
