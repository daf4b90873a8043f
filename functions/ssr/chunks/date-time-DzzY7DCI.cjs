// ../functions/src/model/date-time.ts
/**
* The `datetime` kind: an instant stored as ISO 8601 in UTC (`2026-03-31T19:30:00.000Z`), entered
* and shown as the school's wall-clock time in America/Bogota whatever the device's own zone (an
* administrator travelling, or a laptop left on UTC, must still schedule "7:00 a. m." in Bogotá).
* Every conversion goes through Intl with an explicit time zone; nothing here reads the device's
* zone (no Date#getHours, no `new Date('yyyy-mm-ddThh:mm')`).
*/
var SCHOOL_TIME_ZONE = "America/Bogota";
var INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?Z$/;
/** A UTC instant written as ISO 8601 with `Z` that names a real moment (no 2026-02-30T…, no 25:00). */
function isIsoInstant(value) {
	const m = INSTANT.exec(value);
	if (!m) return false;
	const [, y, mo, d, h, mi, s = "0", ms = "0"] = m;
	const t = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s, +ms.padEnd(3, "0"));
	const back = new Date(t);
	return back.getUTCFullYear() === +y && back.getUTCMonth() === +mo - 1 && back.getUTCDate() === +d && back.getUTCHours() === +h && back.getUTCMinutes() === +mi && back.getUTCSeconds() === +s;
}
/**
* Formatters made on first use, not at module load: a top-level call is a side effect the bundler
* must keep, and would put this module in every public page's first load.
*/
function lazyFormat(locale, options) {
	let format;
	return () => format ??= new Intl.DateTimeFormat(locale, {
		timeZone: SCHOOL_TIME_ZONE,
		...options
	});
}
var partsFormat = /* @__PURE__ */ lazyFormat("en-CA", {
	year: "numeric",
	month: "2-digit",
	day: "2-digit",
	hour: "2-digit",
	minute: "2-digit",
	second: "2-digit",
	hourCycle: "h23"
});
function zoneFields(ms) {
	const parts = partsFormat().formatToParts(ms);
	const get = (type) => Number(parts.find((p) => p.type === type)?.value);
	return {
		y: get("year"),
		mo: get("month"),
		d: get("day"),
		h: get("hour"),
		mi: get("minute"),
		s: get("second")
	};
}
/** The school's date and time of an instant. */
function toSchoolWallClock(iso) {
	const f = zoneFields(new Date(iso).getTime());
	const pad = (n) => String(n).padStart(2, "0");
	return {
		date: `${f.y}-${pad(f.mo)}-${pad(f.d)}`,
		time: `${pad(f.h)}:${pad(f.mi)}`
	};
}
/** Minutes the school's zone is ahead of UTC at an instant (Bogotá: −300). */
function offsetMinutes(ms) {
	const f = zoneFields(ms);
	return Math.round((Date.UTC(f.y, f.mo - 1, f.d, f.h, f.mi, f.s) - Math.floor(ms / 1e3) * 1e3) / 6e4);
}
/**
* The instant the school's clock reads `date` `time` (yyyy-mm-dd, HH:MM), as stored ISO, or null
* when either is not a real day or time. The offset comes from Intl (Bogotá has kept UTC−5 since
* 1993, but the time zone database, not this file, is where that fact belongs).
*/
function fromSchoolWallClock(date, time) {
	const dm = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
	const tm = /^(\d{2}):(\d{2})$/.exec(time);
	if (!dm || !tm) return null;
	const asUtc = Date.UTC(+dm[1], +dm[2] - 1, +dm[3], +tm[1], +tm[2]);
	const candidate = new Date(asUtc).toISOString();
	if (!isIsoInstant(candidate) || candidate.slice(0, 16) !== `${date}T${time}`) return null;
	let ms = asUtc - offsetMinutes(asUtc) * 6e4;
	ms = asUtc - offsetMinutes(ms) * 6e4;
	return new Date(ms).toISOString();
}
var displayFormat = /* @__PURE__ */ lazyFormat("es-CO", {
	dateStyle: "long",
	timeStyle: "short"
});
var dayFormat = /* @__PURE__ */ lazyFormat("es-CO", { dateStyle: "long" });
/** "31 de marzo de 2026, 2:30 p. m." in the school's zone, for lists and public pages. */
function formatSchoolDateTime(iso) {
	return isIsoInstant(iso) ? displayFormat().format(new Date(iso)) : "";
}
/** "31 de marzo de 2026": the school's day of an instant. */
function formatSchoolDay(iso) {
	return isIsoInstant(iso) ? dayFormat().format(new Date(iso)) : "";
}
Object.defineProperty(exports, "SCHOOL_TIME_ZONE", {
	enumerable: true,
	get: function() {
		return SCHOOL_TIME_ZONE;
	}
});
Object.defineProperty(exports, "formatSchoolDateTime", {
	enumerable: true,
	get: function() {
		return formatSchoolDateTime;
	}
});
Object.defineProperty(exports, "formatSchoolDay", {
	enumerable: true,
	get: function() {
		return formatSchoolDay;
	}
});
Object.defineProperty(exports, "fromSchoolWallClock", {
	enumerable: true,
	get: function() {
		return fromSchoolWallClock;
	}
});
Object.defineProperty(exports, "toSchoolWallClock", {
	enumerable: true,
	get: function() {
		return toSchoolWallClock;
	}
});
