require("./site-common-Dmk5GkiF.cjs");
const require_date_time = require("./date-time-DzzY7DCI.cjs");
// src/features/public/components/eventos/event-dates.ts
/**
* Days and times of events as the school lives them: every date here is a day in America/Bogota
* (yyyy-mm-dd strings, moved with UTC arithmetic so the device's own zone never shifts one), and
* every time is formatted with the school's zone whatever the visitor's device says.
*/
/** A day as yyyy-mm-dd, `n` days later (negative: earlier). */
function addDays(day, n) {
	const [y, m, d] = day.split("-").map(Number);
	return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}
/** The month (yyyy-mm) `n` months after the one given. */
function addMonths(month, n) {
	const [y, m] = month.split("-").map(Number);
	return new Date(Date.UTC(y, m - 1 + n, 1)).toISOString().slice(0, 7);
}
/** Today in the school. */
function schoolToday(nowMs = Date.now()) {
	return require_date_time.toSchoolWallClock(new Date(nowMs).toISOString()).date;
}
/** The school's day of an instant. */
var dayOf = (iso) => require_date_time.toSchoolWallClock(iso).date;
/** 0 = Monday … 6 = Sunday (weeks start on Monday in Colombia). */
function weekdayOf(day) {
	return ((/* @__PURE__ */ new Date(`${day}T12:00:00Z`)).getUTCDay() + 6) % 7;
}
/** The days a month's grid shows: whole weeks, Monday first, padded with the next/previous month's days. */
function monthGrid(month) {
	const first = `${month}-01`;
	const start = addDays(first, -weekdayOf(first));
	const weeks = [];
	for (let day = start; weeks.length === 0 || day.startsWith(month);) {
		const week = Array.from({ length: 7 }, (_, i) => addDays(day, i));
		weeks.push(week);
		day = addDays(day, 7);
	}
	return weeks;
}
var dayLong = new Intl.DateTimeFormat("es-CO", {
	timeZone: "UTC",
	weekday: "long",
	day: "numeric",
	month: "long"
});
var dayFull = new Intl.DateTimeFormat("es-CO", {
	timeZone: "UTC",
	weekday: "long",
	day: "numeric",
	month: "long",
	year: "numeric"
});
var monthName = new Intl.DateTimeFormat("es-CO", {
	timeZone: "UTC",
	month: "long",
	year: "numeric"
});
var monthShort = new Intl.DateTimeFormat("es-CO", {
	timeZone: "UTC",
	month: "short"
});
var timeOnly = new Intl.DateTimeFormat("es-CO", {
	timeZone: require_date_time.SCHOOL_TIME_ZONE,
	hour: "numeric",
	minute: "2-digit"
});
var noon = (day) => /* @__PURE__ */ new Date(`${day}T12:00:00Z`);
/** "martes, 1 de diciembre" */
var formatDay = (day) => dayLong.format(noon(day));
/** "martes, 1 de diciembre de 2026" */
var formatDayFull = (day) => dayFull.format(noon(day));
/** "diciembre de 2026" */
var formatMonth = (month) => monthName.format(noon(`${month}-01`));
/** "dic" (the home page's date badge) */
var formatMonthShort = (day) => monthShort.format(noon(day)).replace(".", "");
/** "7:00 a. m." in the school's zone */
var formatTime = (iso) => timeOnly.format(new Date(iso));
var isAllDay = (event) => event.allDay === "si";
/** When the event happens, in words: "martes, 1 de diciembre, 7:00 a. m. a 9:00 a. m.", "Todo el día". */
function formatWhen(event) {
	if (!event.start) return "";
	const end = event.end || event.start;
	const [startDay, endDay] = [dayOf(event.start), dayOf(end)];
	if (isAllDay(event)) return startDay === endDay ? `${formatDay(startDay)}, todo el día` : `Del ${formatDay(startDay)} al ${formatDay(endDay)}`;
	if (startDay === endDay) return `${formatDay(startDay)}, ${formatTime(event.start)} a ${formatTime(end)}`;
	return `Del ${formatDay(startDay)}, ${formatTime(event.start)}, al ${formatDay(endDay)}, ${formatTime(end)}`;
}
/** The time part alone, for a day's list in the month view: "7:00 a. m. a 9:00 a. m." or "Todo el día". */
function formatTimes(event) {
	if (!event.start) return "";
	if (isAllDay(event)) return "Todo el día";
	return `${formatTime(event.start)} a ${formatTime(event.end || event.start)}`;
}
/** Until when a visitor sees the event: its end, or the end of its last day when all-day. */
function visibleUntil(event) {
	const end = event.end || event.start || "";
	if (!isAllDay(event)) return Date.parse(end);
	return Date.parse(require_date_time.fromSchoolWallClock(addDays(dayOf(end), 1), "00:00") ?? end);
}
/**
* The events that have not ended, earliest first. The server already leaves ended ones out; this
* keeps a page left open past an event's end honest too.
*/
function upcomingEvents(events, nowMs = Date.now()) {
	return events.filter((event) => event.start && visibleUntil(event) > nowMs).sort((a, b) => a.start.localeCompare(b.start));
}
/** The days (yyyy-mm-dd) an event covers in the school's calendar. */
function daysOf(event) {
	if (!event.start) return [];
	const last = dayOf(event.end || event.start);
	const days = [];
	for (let day = dayOf(event.start); day <= last && days.length < 366; day = addDays(day, 1)) days.push(day);
	return days;
}
/** Events by school day, for the month view. */
function eventsByDay(events) {
	const byDay = /* @__PURE__ */ new Map();
	for (const event of events) for (const day of daysOf(event)) byDay.set(day, [...byDay.get(day) ?? [], event]);
	return byDay;
}
/** Events grouped by the month they start in (yyyy-mm), in order: the agenda's sections. */
function eventsByMonth(events) {
	const byMonth = /* @__PURE__ */ new Map();
	for (const event of events) {
		const month = dayOf(event.start).slice(0, 7);
		byMonth.set(month, [...byMonth.get(month) ?? [], event]);
	}
	return [...byMonth];
}
/** "Agregar a mi calendario": the one-event iCalendar file the function writes. */
var eventIcsUrl = (id) => `/eventos.ics?evento=${encodeURIComponent(id)}`;
/** The whole calendar, to subscribe to. */
var CALENDAR_URL = "/eventos.ics";
Object.defineProperty(exports, "CALENDAR_URL", {
	enumerable: true,
	get: function() {
		return CALENDAR_URL;
	}
});
Object.defineProperty(exports, "addDays", {
	enumerable: true,
	get: function() {
		return addDays;
	}
});
Object.defineProperty(exports, "addMonths", {
	enumerable: true,
	get: function() {
		return addMonths;
	}
});
Object.defineProperty(exports, "dayOf", {
	enumerable: true,
	get: function() {
		return dayOf;
	}
});
Object.defineProperty(exports, "eventIcsUrl", {
	enumerable: true,
	get: function() {
		return eventIcsUrl;
	}
});
Object.defineProperty(exports, "eventsByDay", {
	enumerable: true,
	get: function() {
		return eventsByDay;
	}
});
Object.defineProperty(exports, "eventsByMonth", {
	enumerable: true,
	get: function() {
		return eventsByMonth;
	}
});
Object.defineProperty(exports, "formatDayFull", {
	enumerable: true,
	get: function() {
		return formatDayFull;
	}
});
Object.defineProperty(exports, "formatMonth", {
	enumerable: true,
	get: function() {
		return formatMonth;
	}
});
Object.defineProperty(exports, "formatMonthShort", {
	enumerable: true,
	get: function() {
		return formatMonthShort;
	}
});
Object.defineProperty(exports, "formatTimes", {
	enumerable: true,
	get: function() {
		return formatTimes;
	}
});
Object.defineProperty(exports, "formatWhen", {
	enumerable: true,
	get: function() {
		return formatWhen;
	}
});
Object.defineProperty(exports, "isAllDay", {
	enumerable: true,
	get: function() {
		return isAllDay;
	}
});
Object.defineProperty(exports, "monthGrid", {
	enumerable: true,
	get: function() {
		return monthGrid;
	}
});
Object.defineProperty(exports, "schoolToday", {
	enumerable: true,
	get: function() {
		return schoolToday;
	}
});
Object.defineProperty(exports, "upcomingEvents", {
	enumerable: true,
	get: function() {
		return upcomingEvents;
	}
});
Object.defineProperty(exports, "weekdayOf", {
	enumerable: true,
	get: function() {
		return weekdayOf;
	}
});
