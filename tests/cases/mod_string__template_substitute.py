import string

t = string.Template("$who likes $what")
print(t.substitute(who="tim", what="kung pao"))
print(t.substitute({"who": "ann", "what": "tea"}))
print(t.substitute({"who": "ann", "what": "tea"}, who="bob"))
print(string.Template("${noun}ification costs $$10").substitute(noun="code"))
print(string.Template("$a$b-$a").substitute(a=1, b=[2]))
print(string.Template("$x.y and $x_y").substitute(x="X", x_y="XY"))
print(t.template, string.Template.delimiter)
try:
    t.substitute(who="tim")
except KeyError as e:
    print("KeyError", e)

# ---- expected stdout ----
# tim likes kung pao
# ann likes tea
# bob likes tea
# codeification costs $10
# 1[2]-1
# X.y and XY
# $who likes $what $
# KeyError 'what'
