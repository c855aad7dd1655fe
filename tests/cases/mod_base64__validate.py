import base64
import binascii

for s in [b'YQ==', b'YQ===', b'YQ==YQ==', b'Y=Q=', b'=YQ==', b'YW Jj', b'YWJj\n', b'!!!', b'']:
    for validate in (False, True):
        try:
            r = base64.b64decode(s, validate=validate)
        except binascii.Error as e:
            r = 'Error: ' + str(e)
        print(s, validate, r)

# ---- expected stdout ----
# b'YQ==' False b'a'
# b'YQ==' True b'a'
# b'YQ===' False b'a'
# b'YQ===' True Error: Excess data after padding
# b'YQ==YQ==' False b'a'
# b'YQ==YQ==' True Error: Excess data after padding
# b'Y=Q=' False Error: Incorrect padding
# b'Y=Q=' True Error: Discontinuous padding not allowed
# b'=YQ==' False b'a'
# b'=YQ==' True Error: Leading padding not allowed
# b'YW Jj' False b'abc'
# b'YW Jj' True Error: Only base64 data is allowed
# b'YWJj\n' False b'abc'
# b'YWJj\n' True Error: Only base64 data is allowed
# b'!!!' False b''
# b'!!!' True Error: Only base64 data is allowed
# b'' False b''
# b'' True b''
