-- The size charts (issue 17) ship with the migrations, so an existing database gets them too (seeding only fills an
-- empty one). Rows in the order a shopper reads them; body measurements in centimetres.
insert into size_charts (product_type, kind, columns, rows) values
  ('jacket', 'apparel', '{chest,waist,hip}', '[
    {"size":"XS","values":["81–86","66–71","84–89"]},{"size":"S","values":["86–94","71–79","89–97"]},
    {"size":"M","values":["94–102","79–86","97–104"]},{"size":"L","values":["102–109","86–94","104–112"]},
    {"size":"XL","values":["109–117","94–102","112–119"]},{"size":"XXL","values":["117–125","102–110","119–127"]},
    {"size":"4","values":["56","53","58"]},{"size":"6","values":["61","56","63"]},{"size":"8","values":["66","58","69"]},
    {"size":"10","values":["71","61","74"]},{"size":"12","values":["76","64","79"]},{"size":"14","values":["81","67","84"]}]'),
  ('fleece', 'apparel', '{chest,waist,hip}', '[
    {"size":"XS","values":["81–86","66–71","84–89"]},{"size":"S","values":["86–94","71–79","89–97"]},
    {"size":"M","values":["94–102","79–86","97–104"]},{"size":"L","values":["102–109","86–94","104–112"]},
    {"size":"XL","values":["109–117","94–102","112–119"]},{"size":"XXL","values":["117–125","102–110","119–127"]},
    {"size":"4","values":["56","53","58"]},{"size":"6","values":["61","56","63"]},{"size":"8","values":["66","58","69"]},
    {"size":"10","values":["71","61","74"]},{"size":"12","values":["76","64","79"]},{"size":"14","values":["81","67","84"]}]'),
  ('hiking-boot', 'footwear', '{foot,eu}', '[
    {"size":"5","values":["22.0","35.5"]},{"size":"6","values":["22.9","36.5"]},{"size":"6.5","values":["23.3","37"]},
    {"size":"7","values":["23.7","38"]},{"size":"7.5","values":["24.1","38.5"]},{"size":"8","values":["24.6","39"]},
    {"size":"8.5","values":["25.0","40"]},{"size":"9","values":["25.4","40.5"]},{"size":"9.5","values":["25.8","41"]},
    {"size":"10","values":["26.2","42"]},{"size":"10.5","values":["26.7","42.5"]},{"size":"11","values":["27.1","43"]},
    {"size":"12","values":["27.9","44.5"]},{"size":"13","values":["28.8","45.5"]},{"size":"11K","values":["17.1","28"]},
    {"size":"12K","values":["18.0","30"]},{"size":"13K","values":["18.8","31"]},{"size":"1Y","values":["19.7","32"]},
    {"size":"2Y","values":["20.5","33"]},{"size":"3Y","values":["21.4","34"]},{"size":"4Y","values":["22.2","35"]}]'),
  ('trail-shoe', 'footwear', '{foot,eu}', '[
    {"size":"5","values":["22.0","35.5"]},{"size":"6","values":["22.9","36.5"]},{"size":"6.5","values":["23.3","37"]},
    {"size":"7","values":["23.7","38"]},{"size":"7.5","values":["24.1","38.5"]},{"size":"8","values":["24.6","39"]},
    {"size":"8.5","values":["25.0","40"]},{"size":"9","values":["25.4","40.5"]},{"size":"9.5","values":["25.8","41"]},
    {"size":"10","values":["26.2","42"]},{"size":"10.5","values":["26.7","42.5"]},{"size":"11","values":["27.1","43"]},
    {"size":"12","values":["27.9","44.5"]},{"size":"13","values":["28.8","45.5"]},{"size":"11K","values":["17.1","28"]},
    {"size":"12K","values":["18.0","30"]},{"size":"13K","values":["18.8","31"]},{"size":"1Y","values":["19.7","32"]},
    {"size":"2Y","values":["20.5","33"]},{"size":"3Y","values":["21.4","34"]},{"size":"4Y","values":["22.2","35"]}]'),
  ('pants', 'pants', '{waist,inseam}', '[
    {"size":"30","values":["76","81"]},{"size":"32","values":["81","81"]},{"size":"34","values":["86","81"]},
    {"size":"36","values":["91","81"]},{"size":"38","values":["97","81"]},{"size":"2","values":["64","76"]},
    {"size":"4","values":["66","76"]},{"size":"6","values":["69","76"]},{"size":"8","values":["71","76"]},
    {"size":"10","values":["74","76"]},{"size":"12","values":["78","76"]}]');
