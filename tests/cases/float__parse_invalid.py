for s in ["abc", "", "1.2.3", "1e", "--1"]:
    try:
        float(s)
    except ValueError as e:
        print(e)

# ---- expected stdout ----
# could not convert string to float: 'abc'
# could not convert string to float: ''
# could not convert string to float: '1.2.3'
# could not convert string to float: '1e'
# could not convert string to float: '--1'
