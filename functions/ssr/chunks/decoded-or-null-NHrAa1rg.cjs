// src/lib/decoded-or-null.ts
/** `decodeURIComponent`, or null for a malformed escape (a hostile or mistyped address). */
function decodedOrNull(text) {
	try {
		return decodeURIComponent(text);
	} catch {
		return null;
	}
}
Object.defineProperty(exports, "decodedOrNull", {
	enumerable: true,
	get: function() {
		return decodedOrNull;
	}
});
