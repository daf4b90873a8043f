const require_jsx_runtime$1 = require("./jsx-runtime-CtfaYgXS.cjs");
const require_site_common = require("./site-common-Dmk5GkiF.cjs");
var pqrsd_module_default = {
	page: "_JPfOjb",
	intro: "_FumWOJ _ohC-F9",
	layout: "_owpqUr _oUTLyX",
	form: "_mgs-uy _K5ByZV",
	panel: "_NkezWt _K5ByZV",
	note: "_vwdw2L",
	row: "_HwdwaE _o8PKr3",
	field: "_6fJ5Ev _Yw6s0e",
	stack: "_TD4rzo",
	hint: "_WQabkS",
	types: "_LHA18k",
	option: "_rFqsVp",
	check: "__gNGkL _mQ-gzX",
	fieldError: "_HZ2zf7",
	trap: "_7TAKIo _vGqpMl",
	error: "_GTf6sM",
	success: "_bop31N",
	facts: "_Cr2Hbj",
	answer: "_1y1M8W",
	aside: "_cBUZv- _YSv7XJ",
	keepList: "_uaVdGz",
	keep: "_TsJuBQ",
	keepRow: "_G3ei4B",
	keepValue: "_aVQ4Xb",
	copy: "_PlVcWN",
	copyOutcome: "_GjrzeA",
	sent: "_RhnWb4",
	keepNote: "_Gygrph",
	codeInput: "_DBxOQw",
	lost: "_ESYfK4",
	lostHeading: "_DUvRfc",
	disclosure: "_CcGWDo",
	marker: "_hw4FbP",
	lostForm: "_nZfahj _K5ByZV",
	lostActions: "_OZjuA3",
	errorSummary: "_OcrfvL"
};
// src/features/pqrsd/lookup-query.ts
/**
* The look-up's address with a request's radicado and tracking code in the query
* (/pqrsd/consulta?radicado=…&codigo=…): the receipt links to it, the look-up fills its form from
* it. One place for the parameter names, so the link and the form cannot drift apart.
*/
var lookupPath = (radicado, code) => `${require_site_common.PUBLIC_PATHS.pqrsdconsulta}?${new URLSearchParams({
	radicado,
	codigo: code
})}`;
/** What a query fills in: trimmed and cut to the fields' sizes (an address is anyone's to write). */
function lookupQuery(search) {
	const query = new URLSearchParams(search);
	return {
		radicado: (query.get("radicado") ?? "").trim().slice(0, 24),
		code: (query.get("codigo") ?? "").trim().slice(0, 40)
	};
}
// src/features/pqrsd/format-date.ts
/** "2026-02-23" → "lunes, 23 de febrero de 2026": a calendar date, so read and written in UTC. */
var format = new Intl.DateTimeFormat("es-CO", {
	weekday: "long",
	day: "numeric",
	month: "long",
	year: "numeric",
	timeZone: "UTC"
});
var longDate = (iso) => format.format(/* @__PURE__ */ new Date(`${iso}T00:00:00Z`));
// src/features/pqrsd/form-field.tsx
var import_jsx_runtime = require_jsx_runtime$1.require_jsx_runtime();
function FormField({ id, name, label, error, hint, children }) {
	const errorId = `${id}-error`;
	const hintId = `${id}-hint`;
	const describedBy = [error ? errorId : "", hint ? hintId : ""].filter(Boolean).join(" ");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: pqrsd_module_default.field,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
				htmlFor: id,
				children: label
			}),
			children({
				id,
				"aria-invalid": error ? true : void 0,
				"aria-describedby": describedBy || void 0,
				name
			}),
			error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				id: errorId,
				className: pqrsd_module_default.fieldError,
				children: error
			}),
			hint && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				id: hintId,
				className: pqrsd_module_default.hint,
				children: hint
			})
		]
	});
}
/** A checkbox with its label beside it, on the tinted row (and the message, under it, when it is at fault). */
function CheckRow({ id, label, error, hint, ...input }) {
	const errorId = `${id}-error`;
	const hintId = `${id}-hint`;
	const describedBy = [error ? errorId : "", hint ? hintId : ""].filter(Boolean).join(" ");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: pqrsd_module_default.check,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				id,
				type: "checkbox",
				"aria-invalid": error ? true : void 0,
				"aria-describedby": describedBy || void 0,
				...input
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
				htmlFor: id,
				children: label
			})]
		}),
		hint && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			id: hintId,
			className: pqrsd_module_default.hint,
			children: hint
		}),
		error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			id: errorId,
			className: pqrsd_module_default.fieldError,
			children: error
		})
	] });
}
Object.defineProperty(exports, "CheckRow", {
	enumerable: true,
	get: function() {
		return CheckRow;
	}
});
Object.defineProperty(exports, "FormField", {
	enumerable: true,
	get: function() {
		return FormField;
	}
});
Object.defineProperty(exports, "longDate", {
	enumerable: true,
	get: function() {
		return longDate;
	}
});
Object.defineProperty(exports, "lookupPath", {
	enumerable: true,
	get: function() {
		return lookupPath;
	}
});
Object.defineProperty(exports, "lookupQuery", {
	enumerable: true,
	get: function() {
		return lookupQuery;
	}
});
Object.defineProperty(exports, "pqrsd_module_default", {
	enumerable: true,
	get: function() {
		return pqrsd_module_default;
	}
});
