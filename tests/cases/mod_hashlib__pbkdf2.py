import hashlib

print(hashlib.pbkdf2_hmac('sha256', b'password', b'salt', 1000).hex())
print(hashlib.pbkdf2_hmac('sha256', b'password', b'salt', 1000, dklen=10).hex())
print(hashlib.pbkdf2_hmac('md5', b'pass', b'salt', 3, 40).hex())
print(hashlib.pbkdf2_hmac('sha512', b'p' * 200, b'salt', 2).hex())
print(hashlib.pbkdf2_hmac('sha1', b'password', b'salt', 1, 20).hex())
for args in [('sha1', b'', b'', 0), ('sha1', b'', b'', 1, 0), ('sha1', 's', b'', 1)]:
    try:
        hashlib.pbkdf2_hmac(*args)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

# ---- expected stdout ----
# 632c2812e46d4604102ba7618e9d6d7d2f8128f6266b4a03264d2a0460b7dcb3
# 632c2812e46d4604102b
# 0efe88906cb3bd9a652b3ee422a71c37166392f7fed38dec0705d95cb6c178bca477ecddc300f03b
# 0557029baeb4ba610258820dbe91999b7103d70c89ce171e5c96a67b39ccb7bc3e0ed797739f27961a528528ca31c0b53541d8d2ee71338d8a91c18a337c240e
# 0c60c80f961f0e71f3a9b524af6012062fe037a6
# ValueError iteration value must be greater than 0.
# ValueError key length must be greater than 0.
# TypeError a bytes-like object is required, not 'str'
