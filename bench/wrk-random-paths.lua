-- wrk script for bench/redirect.ts: every request goes to a random path from the file named by
-- the first script argument; prints one JSON line with what the run sent and measured.
local threads = {}
local paths = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  for line in io.lines(args[1]) do
    paths[#paths + 1] = line
  end
  sent = 0
end

function request()
  -- Counted as it is written, like autocannon's "sent": the server reads every request written.
  sent = sent + 1
  return wrk.format("GET", paths[math.random(#paths)])
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
