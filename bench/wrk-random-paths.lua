-- wrk script for bench/redirect.ts: every request goes to a random path from the file named by
-- the first script argument, from a random public address (X-Forwarded-For, which the server
-- believes with TRUST_PROXY) when the second is "xff"; prints one JSON line with what the run sent
-- and measured. A line may carry one header of its own after a tab ("/code<TAB>Cookie: a=b"):
-- a protected link's cookie, a crawler's user agent.
local threads = {}
local paths = {}
local extras = {}
local forwarded = false
-- First octets of public ranges in many countries, so a GeoIP lookup answers a country.
local octets = { 8, 23, 36, 45, 49, 66, 72, 81, 91, 103, 110, 114, 125, 151, 180, 182, 185, 195, 202, 212 }

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  for line in io.lines(args[1]) do
    local path, name, value = line:match("^([^\t]+)\t([^:]+): (.*)$")
    if path then
      paths[#paths + 1] = path
      extras[#paths] = { name, value }
    else
      paths[#paths + 1] = line
    end
  end
  forwarded = args[2] == "xff"
  -- wrk.format uses the -H headers (the user agent) only when given no table of its own.
  headers = {}
  for name, value in pairs(wrk.headers) do
    headers[name] = value
  end
  sent = 0
end

function request()
  -- Counted as it is written, like autocannon's "sent": the server reads every request written.
  sent = sent + 1
  local index = math.random(#paths)
  local path = paths[index]
  local extra = extras[index]
  if not forwarded and not extra then
    return wrk.format("GET", path)
  end
  if forwarded then
    headers["X-Forwarded-For"] = string.format("%d.%d.%d.%d", octets[math.random(#octets)],
      math.random(0, 255), math.random(0, 255), math.random(1, 254))
  end
  if not extra then
    return wrk.format("GET", path, headers)
  end
  local before = headers[extra[1]]
  headers[extra[1]] = extra[2]
  local formatted = wrk.format("GET", path, headers)
  headers[extra[1]] = before
  return formatted
end

function done(summary, latency, requests)
  local total = 0
  for _, thread in ipairs(threads) do
    total = total + thread:get("sent")
  end
  local e = summary.errors
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"sent":%d,"p50Us":%d,"p99Us":%d,"socketErrors":%d,"statusErrors":%d}\n',
    summary.requests, summary.duration, total, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.timeout, e.status))
end
