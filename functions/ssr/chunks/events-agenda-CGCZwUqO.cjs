const require_event_dates = require("./event-dates-B1-pOoEn.cjs");
const require_eventos_page = require("./eventos-page-D-Ljtd9j.cjs");
const require_rich_text = require("./rich-text-Dg6WMaZT.cjs");
// src/features/public/components/eventos/event-description.tsx
/** An event's description: its formatted text, drawn as React elements (never as HTML). */
var import_jsx_runtime = require("./jsx-runtime-CtfaYgXS.cjs").require_jsx_runtime();
function EventDescription({ value }) {
	if (!require_rich_text.hasRichText(value)) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_rich_text.RichText, { value });
}
// src/features/public/components/eventos/event-item.tsx
/** One event of the agenda: title, when, where, its description and "Agregar a mi calendario". */
function EventItem({ event }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: require_eventos_page.eventos_module_default.event,
		"aria-labelledby": `evento-${event._id}`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
				id: `evento-${event._id}`,
				className: require_eventos_page.eventos_module_default.eventTitle,
				children: event.title
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: require_eventos_page.eventos_module_default.when,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
					dateTime: event.start,
					children: require_event_dates.formatWhen(event)
				})
			}),
			event.location && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: require_eventos_page.eventos_module_default.where,
				children: ["Lugar: ", event.location]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EventDescription, { value: event.description }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
				className: require_eventos_page.eventos_module_default.addLink,
				href: require_event_dates.eventIcsUrl(event._id),
				download: "evento.ics",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_eventos_page.CalendarIcon, {}),
					"Agregar a mi calendario",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "sr-only",
						children: `: ${event.title ?? ""}`
					})
				]
			})
		]
	});
}
// src/features/public/components/eventos/events-agenda.tsx
/** The agenda view of /eventos: the coming events, by the month they start in. */
function EventsAgenda({ events }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: require_eventos_page.eventos_module_default.agenda,
		children: require_event_dates.eventsByMonth(events).map(([month, list]) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
			"aria-labelledby": `mes-${month}`,
			className: require_eventos_page.eventos_module_default.month,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: `mes-${month}`,
				className: require_eventos_page.eventos_module_default.monthTitle,
				children: capitalize(require_event_dates.formatMonth(month))
			}), list.map((event) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EventItem, { event }, event._id))]
		}, month))
	});
}
var capitalize = (text) => text.charAt(0).toUpperCase() + text.slice(1);
exports.EventsAgenda = EventsAgenda;
exports.capitalize = capitalize;
