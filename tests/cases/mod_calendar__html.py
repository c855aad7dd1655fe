import calendar

h = calendar.HTMLCalendar(6)
print(h.formatmonth(2024, 2))
print(h.formatmonth(2024, 2, withyear=False)[:160])
print(h.formatyear(2024, 5)[:300])
page = h.formatyearpage(2024, 4, css='x.css', encoding='ascii')
print(type(page).__name__, page[:200])
print(page[-40:])

# ---- expected stdout ----
# <table border="0" cellpadding="0" cellspacing="0" class="month">
# <tr><th colspan="7" class="month">February 2024</th></tr>
# <tr><th class="sun">Sun</th><th class="mon">Mon</th><th class="tue">Tue</th><th class="wed">Wed</th><th class="thu">Thu</th><th class="fri">Fri</th><th class="sat">Sat</th></tr>
# <tr><td class="noday">&nbsp;</td><td class="noday">&nbsp;</td><td class="noday">&nbsp;</td><td class="noday">&nbsp;</td><td class="thu">1</td><td class="fri">2</td><td class="sat">3</td></tr>
# <tr><td class="sun">4</td><td class="mon">5</td><td class="tue">6</td><td class="wed">7</td><td class="thu">8</td><td class="fri">9</td><td class="sat">10</td></tr>
# <tr><td class="sun">11</td><td class="mon">12</td><td class="tue">13</td><td class="wed">14</td><td class="thu">15</td><td class="fri">16</td><td class="sat">17</td></tr>
# <tr><td class="sun">18</td><td class="mon">19</td><td class="tue">20</td><td class="wed">21</td><td class="thu">22</td><td class="fri">23</td><td class="sat">24</td></tr>
# <tr><td class="sun">25</td><td class="mon">26</td><td class="tue">27</td><td class="wed">28</td><td class="thu">29</td><td class="noday">&nbsp;</td><td class="noday">&nbsp;</td></tr>
# </table>
#
# <table border="0" cellpadding="0" cellspacing="0" class="month">
# <tr><th colspan="7" class="month">February</th></tr>
# <tr><th class="sun">Sun</th><th class="mon
# <table border="0" cellpadding="0" cellspacing="0" class="year">
# <tr><th colspan="5" class="year">2024</th></tr><tr><td><table border="0" cellpadding="0" cellspacing="0" class="month">
# <tr><th colspan="7" class="month">January</th></tr>
# <tr><th class="sun">Sun</th><th class="mon">Mon</th><th class="t
# bytes b'<?xml version="1.0" encoding="ascii"?>\n<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">\n<html>\n<head>\n<meta http-equiv="Content-Type" conte'
# b'able>\n</td></tr></table></body>\n</html>\n'
