const require_site_common = require("./site-common-Dmk5GkiF.cjs");
// src/components/content-icons.tsx
/**
* The icons of particular pages and parts (the carousel, the PDF viewer, contact details, the
* footer, staff cards, the home page's sections): out of the frame's icons.tsx, so a page that
* shows none of them does not load them.
*/
var import_jsx_runtime = require("./jsx-runtime-CtfaYgXS.cjs").require_jsx_runtime();
var ChevronLeftIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Svg, {
	...p,
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "m15 18-6-6 6-6" })
});
var ChevronRightIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Svg, {
	...p,
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "m9 18 6-6-6-6" })
});
var PauseIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Svg, {
	...p,
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M9 5v14M15 5v14" })
});
var PlayIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Svg, {
	...p,
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
		d: "M7 4.5v15l12-7.5z",
		fill: "currentColor"
	})
});
var DownloadIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Svg, {
	...p,
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M12 4v11m-5-5 5 5 5-5M5 20h14" })
});
var MapPinIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(require_site_common.Svg, {
	...p,
	children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
		cx: "12",
		cy: "9.5",
		r: "2.5"
	})]
});
var ClockIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(require_site_common.Svg, {
	...p,
	children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
		cx: "12",
		cy: "12",
		r: "9"
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M12 7v5l3 2" })]
});
var GlobeIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(require_site_common.Svg, {
	...p,
	children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
		cx: "12",
		cy: "12",
		r: "9"
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" })]
});
var UserIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(require_site_common.Svg, {
	...p,
	children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
		cx: "12",
		cy: "8",
		r: "4"
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M4 21a8 8 0 0 1 16 0" })]
});
var FileIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(require_site_common.Svg, {
	...p,
	children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8z" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M14 3v5h5M9 13h6M9 17h6" })]
});
var RadioIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(require_site_common.Svg, {
	...p,
	children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
			x: "3",
			y: "8",
			width: "18",
			height: "13",
			rx: "2"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "m7 8 10-5" }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
			cx: "15.5",
			cy: "14.5",
			r: "2.5"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M6.5 12.5h4M6.5 16.5h4" })
	]
});
var FacebookIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Svg, {
	...p,
	stroke: "none",
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
		fill: "currentColor",
		d: "M13.5 21v-7.5H16l.5-3h-3V8.7c0-.9.3-1.5 1.6-1.5h1.6V4.6c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2H8v3h2.5V21z"
	})
});
var YoutubeIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Svg, {
	...p,
	stroke: "none",
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
		fill: "currentColor",
		fillRule: "evenodd",
		d: "M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8A26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15.2V8.8l5.5 3.2z"
	})
});
var WhatsappIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Svg, {
	...p,
	stroke: "none",
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
		fill: "currentColor",
		fillRule: "evenodd",
		d: "M12 2.5a9.5 9.5 0 0 0-8.2 14.3L2.5 21.5l4.8-1.3A9.5 9.5 0 1 0 12 2.5zm0 1.8a7.7 7.7 0 1 1-4 14.3l-.3-.2-2.8.8.8-2.7-.2-.3A7.7 7.7 0 0 1 12 4.3zM8.9 7.6c-.2 0-.5 0-.7.3-.3.3-1 1-1 2.3s1 2.7 1.2 2.9c.1.2 2 3.1 4.9 4.3 2.4 1 2.9.8 3.4.7.5 0 1.7-.7 1.9-1.4.2-.7.2-1.2.2-1.4l-.5-.3-1.8-.9c-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.3 6.3 0 0 1-3.2-2.8c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.5l-.8-2c-.2-.5-.4-.5-.6-.5z"
	})
});
Object.defineProperty(exports, "ChevronLeftIcon", {
	enumerable: true,
	get: function() {
		return ChevronLeftIcon;
	}
});
Object.defineProperty(exports, "ChevronRightIcon", {
	enumerable: true,
	get: function() {
		return ChevronRightIcon;
	}
});
Object.defineProperty(exports, "ClockIcon", {
	enumerable: true,
	get: function() {
		return ClockIcon;
	}
});
Object.defineProperty(exports, "DownloadIcon", {
	enumerable: true,
	get: function() {
		return DownloadIcon;
	}
});
Object.defineProperty(exports, "FacebookIcon", {
	enumerable: true,
	get: function() {
		return FacebookIcon;
	}
});
Object.defineProperty(exports, "FileIcon", {
	enumerable: true,
	get: function() {
		return FileIcon;
	}
});
Object.defineProperty(exports, "GlobeIcon", {
	enumerable: true,
	get: function() {
		return GlobeIcon;
	}
});
Object.defineProperty(exports, "MapPinIcon", {
	enumerable: true,
	get: function() {
		return MapPinIcon;
	}
});
Object.defineProperty(exports, "PauseIcon", {
	enumerable: true,
	get: function() {
		return PauseIcon;
	}
});
Object.defineProperty(exports, "PlayIcon", {
	enumerable: true,
	get: function() {
		return PlayIcon;
	}
});
Object.defineProperty(exports, "RadioIcon", {
	enumerable: true,
	get: function() {
		return RadioIcon;
	}
});
Object.defineProperty(exports, "UserIcon", {
	enumerable: true,
	get: function() {
		return UserIcon;
	}
});
Object.defineProperty(exports, "WhatsappIcon", {
	enumerable: true,
	get: function() {
		return WhatsappIcon;
	}
});
Object.defineProperty(exports, "YoutubeIcon", {
	enumerable: true,
	get: function() {
		return YoutubeIcon;
	}
});
