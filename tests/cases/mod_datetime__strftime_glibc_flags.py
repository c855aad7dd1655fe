from datetime import datetime, date
dt = datetime(2024, 3, 5, 7, 8, 9)
for fmt in ["%-d/%-m/%Y", "%-I:%M %p", "%-H h", "%-j", "%e|%_d|%_m", "%k|%l", "%^a %^B", "%#a %#p", "%P",
            "%D", "%F", "%T", "%R", "%r", "%C %g", "%s", "%n%t|", "%5d|%05e|%-5d|%10B|", "%Q %E %O %", "%Ey %Od %EC"]:
    print(repr(fmt), "->", repr(dt.strftime(fmt)))
print(repr(date(1, 1, 1).strftime("%Y %y %C %G %F")))
print(repr(date(999, 12, 31).strftime("%Y|%4Y|%_Y|%-Y")))

# ---- expected stdout ----
# '%-d/%-m/%Y' -> '5/3/2024'
# '%-I:%M %p' -> '7:08 AM'
# '%-H h' -> '7 h'
# '%-j' -> '65'
# '%e|%_d|%_m' -> ' 5| 5| 3'
# '%k|%l' -> ' 7| 7'
# '%^a %^B' -> 'TUE MARCH'
# '%#a %#p' -> 'TUE am'
# '%P' -> 'am'
# '%D' -> '03/05/24'
# '%F' -> '2024-03-05'
# '%T' -> '07:08:09'
# '%R' -> '07:08'
# '%r' -> '07:08:09 AM'
# '%C %g' -> '20 24'
# '%s' -> '1709622489'
# '%n%t|' -> '\n\t|'
# '%5d|%05e|%-5d|%10B|' -> '00005|00005|    5|     March|'
# '%Q %E %O %' -> '%Q %E %O %'
# '%Ey %Od %EC' -> '24 05 20'
# '1 01 0 1 1-01-01'
# '999|0999|999|999'
