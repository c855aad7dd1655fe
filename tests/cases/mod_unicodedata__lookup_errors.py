import unicodedata

def show(arg):
    try:
        print(ascii(unicodedata.lookup(arg)))
    except KeyError as e:
        print("KeyError", e)
    except TypeError as e:
        print("TypeError", e)

show("NO SUCH CHARACTER")
show("")
show("LATIN  SMALL LETTER A")
show("LATIN SMALL LETTER A ")
show("hangul syllable ga")
show("HANGUL SYLLABLE GAX")
show("HANGUL SYLLABLE ")
show("CJK UNIFIED IDEOGRAPH-4e00")
show("CJK UNIFIED IDEOGRAPH-04E00")
show("CJK UNIFIED IDEOGRAPH-4E0")
show("CJK UNIFIED IDEOGRAPH-A000")
show("TANGUT IDEOGRAPH-17000")
show("X" * 256)
show("X" * 257)
show("\u00e9" * 129)
show(b"no such")
show(12)
show(None)
show(bytearray(b"NULL"))
try:
    unicodedata.lookup("nope")
except LookupError as e:
    print(type(e).__name__, e.args)

# ---- expected stdout ----
# KeyError "undefined character name 'NO SUCH CHARACTER'"
# KeyError "undefined character name ''"
# KeyError "undefined character name 'LATIN  SMALL LETTER A'"
# KeyError "undefined character name 'LATIN SMALL LETTER A '"
# KeyError "undefined character name 'hangul syllable ga'"
# KeyError "undefined character name 'HANGUL SYLLABLE GAX'"
# KeyError "undefined character name 'HANGUL SYLLABLE '"
# KeyError "undefined character name 'CJK UNIFIED IDEOGRAPH-4e00'"
# '\u4e00'
# KeyError "undefined character name 'CJK UNIFIED IDEOGRAPH-4E0'"
# KeyError "undefined character name 'CJK UNIFIED IDEOGRAPH-A000'"
# KeyError "undefined character name 'TANGUT IDEOGRAPH-17000'"
# KeyError "undefined character name 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX'"
# KeyError 'name too long'
# KeyError 'name too long'
# KeyError "undefined character name 'no such'"
# TypeError a bytes-like object is required, not 'int'
# TypeError a bytes-like object is required, not 'NoneType'
# TypeError lookup() argument must be read-only bytes-like object, not bytearray
# KeyError ("undefined character name 'nope'",)
