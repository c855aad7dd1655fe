import time
from datetime import datetime, timezone
for secs in [0, 1, 86399, 951782400, 1704164645, 4102444800, -2208988800]:
    g = time.gmtime(secs)
    back = time.mktime(g)
    text = time.strftime("%Y-%m-%dT%H:%M:%S", g)
    parsed = time.strptime(text, "%Y-%m-%dT%H:%M:%S")
    print(secs, text, back == secs, parsed[:6] == g[:6], datetime.fromtimestamp(secs, timezone.utc).timetuple()[:6] == g[:6])
print(time.strftime("%Y-%m-%d", time.localtime(0)) == "1970-01-01")

# ---- expected stdout ----
# 0 1970-01-01T00:00:00 True True True
# 1 1970-01-01T00:00:01 True True True
# 86399 1970-01-01T23:59:59 True True True
# 951782400 2000-02-29T00:00:00 True True True
# 1704164645 2024-01-02T03:04:05 True True True
# 4102444800 2100-01-01T00:00:00 True True True
# -2208988800 1900-01-01T00:00:00 True True True
# True
