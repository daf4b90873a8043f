const require_jsx_runtime$1 = require("./jsx-runtime-CtfaYgXS.cjs");
const require_event_dates = require("./event-dates-B1-pOoEn.cjs");
const require_events_agenda = require("./events-agenda-CGCZwUqO.cjs");
const require_eventos_page = require("./eventos-page-D-Ljtd9j.cjs");
// src/features/public/components/eventos/month-calendar.tsx
var import_react = require_jsx_runtime$1.require_react();
var import_jsx_runtime = require_jsx_runtime$1.require_jsx_runtime();
var WEEKDAYS = [
	["lun", "lunes"],
	["mar", "martes"],
	["mié", "miércoles"],
	["jue", "jueves"],
	["vie", "viernes"],
	["sáb", "sábado"],
	["dom", "domingo"]
];
var KEY_MOVES = {
	ArrowLeft: (day) => require_event_dates.addDays(day, -1),
	ArrowRight: (day) => require_event_dates.addDays(day, 1),
	ArrowUp: (day) => require_event_dates.addDays(day, -7),
	ArrowDown: (day) => require_event_dates.addDays(day, 7),
	Home: (day) => require_event_dates.addDays(day, -require_event_dates.weekdayOf(day)),
	End: (day) => require_event_dates.addDays(day, 6 - require_event_dates.weekdayOf(day)),
	PageUp: (day) => sameDayIn(day, -1),
	PageDown: (day) => sameDayIn(day, 1)
};
/** The same day of the month `n` months away, or that month's last day (31 → 30). */
function sameDayIn(day, n) {
	const month = require_event_dates.addMonths(day.slice(0, 7), n);
	const last = require_event_dates.addDays(`${require_event_dates.addMonths(month, 1)}-01`, -1);
	const wanted = `${month}-${day.slice(8)}`;
	return wanted > last ? last : wanted;
}
function cellLabel(day, events) {
	const date = require_event_dates.formatDayFull(day);
	if (!events?.length) return `${date}: sin eventos`;
	return `${date}: ${events.length === 1 ? "1 evento" : `${events.length} eventos`}: ${events.map((e) => e.title).join("; ")}`;
}
function MonthCalendar({ events, today = require_event_dates.schoolToday() }) {
	const [focused, setFocused] = (0, import_react.useState)(today);
	const month = focused.slice(0, 7);
	const byDay = (0, import_react.useMemo)(() => require_event_dates.eventsByDay(events), [events]);
	const weeks = (0, import_react.useMemo)(() => require_event_dates.monthGrid(month), [month]);
	const grid = (0, import_react.useRef)(null);
	const moveFocus = (0, import_react.useRef)(false);
	(0, import_react.useEffect)(() => {
		if (!moveFocus.current) return;
		moveFocus.current = false;
		grid.current?.querySelector(`[data-day="${focused}"]`)?.focus();
	}, [focused]);
	function onKeyDown(event) {
		const move = KEY_MOVES[event.key];
		if (!move) return;
		event.preventDefault();
		moveFocus.current = true;
		setFocused(move(focused));
	}
	const dayEvents = byDay.get(focused) ?? [];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: require_eventos_page.eventos_module_default.calendar,
		"aria-labelledby": "mes-visible",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: require_eventos_page.eventos_module_default.monthNav,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
						type: "button",
						className: "button",
						onClick: () => setFocused(sameDayIn(focused, -1)),
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							"aria-hidden": "true",
							children: "‹ "
						}), "Mes anterior"]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
						id: "mes-visible",
						className: require_eventos_page.eventos_module_default.monthTitle,
						"aria-live": "polite",
						children: require_events_agenda.capitalize(require_event_dates.formatMonth(month))
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
						type: "button",
						className: "button",
						onClick: () => setFocused(sameDayIn(focused, 1)),
						children: ["Mes siguiente", /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							"aria-hidden": "true",
							children: " ›"
						})]
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "sr-only",
				id: "ayuda-calendario",
				children: "Use las flechas para moverse entre los días, Inicio y Fin para ir al comienzo o al final de la semana, y Re Pág y Av Pág para cambiar de mes."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("table", {
				ref: grid,
				role: "grid",
				className: require_eventos_page.eventos_module_default.grid,
				"aria-labelledby": "mes-visible",
				"aria-describedby": "ayuda-calendario",
				onKeyDown,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("thead", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("tr", { children: WEEKDAYS.map(([short, long]) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("th", {
					scope: "col",
					abbr: long,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						"aria-hidden": "true",
						children: short
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "sr-only",
						children: long
					})]
				}, long)) }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("tbody", { children: weeks.map((week) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("tr", { children: week.map((day) => {
					const list = byDay.get(day);
					const classes = [
						require_eventos_page.eventos_module_default.day,
						day.startsWith(month) ? "" : require_eventos_page.eventos_module_default.otherMonth,
						day === today ? require_eventos_page.eventos_module_default.today : "",
						list?.length ? require_eventos_page.eventos_module_default.busy : ""
					];
					return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("td", {
						role: "gridcell",
						"data-day": day,
						tabIndex: day === focused ? 0 : -1,
						"aria-selected": day === focused,
						"aria-current": day === today ? "date" : void 0,
						className: classes.filter(Boolean).join(" "),
						onClick: () => setFocused(day),
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "sr-only",
								children: cellLabel(day, list)
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: require_eventos_page.eventos_module_default.dayNumber,
								"aria-hidden": "true",
								children: Number(day.slice(8))
							}),
							list?.map((event) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: require_eventos_page.eventos_module_default.chip,
								"aria-hidden": "true",
								children: event.title
							}, event._id))
						]
					}, day);
				}) }, week[0])) })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: require_eventos_page.eventos_module_default.dayDetails,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: require_events_agenda.capitalize(require_event_dates.formatDayFull(focused)) }), dayEvents.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "No hay eventos este día." }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", { children: dayEvents.map((event) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: event.title }),
					" · ",
					require_event_dates.formatTimes(event),
					event.location && ` · ${event.location}`
				] }, event._id)) })]
			})
		]
	});
}
exports.MonthCalendar = MonthCalendar;
