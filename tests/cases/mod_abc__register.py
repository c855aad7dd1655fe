from abc import ABC
class Drawable(ABC):
    pass
class Sprite:
    pass
print(isinstance(Sprite(), Drawable))
Drawable.register(Sprite)
print(isinstance(Sprite(), Drawable), isinstance(5, Drawable))
@Drawable.register
class Text:
    pass
print(isinstance(Text(), Drawable), Drawable.register(int) is int, isinstance(7, Drawable))
class SubDrawable(Drawable):
    pass
SubDrawable.register(str)
print(isinstance("s", SubDrawable), isinstance("s", Drawable))

# ---- expected stdout ----
# False
# True False
# True True True
# True True
