"""The table: the Graphics View scene and its card items, the layout, the card
art and its cache, the felt, glides and Auto finish's steps at the table,
and which card a gesture names (play.py).
"""
