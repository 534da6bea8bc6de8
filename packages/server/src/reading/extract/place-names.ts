// Place names a resume prints next to employers and schools ("Seattle, WA", "Shanghai, China", "上海"), as data.

/** US state, Canadian province and Australian state codes, as printed after a city ("Denver, CO", "Melbourne, VIC"). */
// biome-ignore format: a data table reads better packed
export const REGION_CODES: readonly string[] = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME',
  'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA',
  'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'DC', 'PR',
  'ON', 'QC', 'BC', 'AB', 'MB', 'SK', 'NS', 'NB', 'NL', 'PE',
  'NSW', 'VIC', 'QLD', 'TAS', 'ACT',
];

/** Regions (US states, Canadian provinces, Chinese provinces in English) written out in full. */
// biome-ignore format: a data table reads better packed
export const REGION_NAMES: readonly string[] = [
  'Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware', 'Florida',
  'Georgia', 'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas', 'Kentucky', 'Louisiana', 'Maine',
  'Maryland', 'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi', 'Missouri', 'Montana', 'Nebraska',
  'Nevada', 'New Hampshire', 'New Jersey', 'New Mexico', 'New York', 'North Carolina', 'North Dakota', 'Ohio',
  'Oklahoma', 'Oregon', 'Pennsylvania', 'Rhode Island', 'South Carolina', 'South Dakota', 'Tennessee', 'Texas',
  'Utah', 'Vermont', 'Virginia', 'Washington', 'West Virginia', 'Wisconsin', 'Wyoming', 'Ontario', 'Quebec',
  'British Columbia', 'Alberta', 'Manitoba', 'Nova Scotia', 'New South Wales', 'Victoria', 'Queensland',
  'Tasmania', 'Western Australia', 'South Australia', 'England', 'Scotland', 'Wales', 'Bavaria',
  'Guangdong', 'Zhejiang', 'Jiangsu', 'Shaanxi', 'Shanxi', 'Sichuan', 'Hubei', 'Hunan', 'Fujian', 'Shandong',
  'Henan', 'Hebei', 'Anhui', 'Jiangxi', 'Liaoning', 'Jilin', 'Heilongjiang', 'Yunnan', 'Guizhou', 'Guangxi',
];

// biome-ignore format: a data table reads better packed
export const COUNTRY_NAMES: readonly string[] = [
  'USA', 'U.S.A.', 'US', 'U.S.', 'United States', 'United States of America', 'America', 'UK', 'U.K.',
  'United Kingdom', 'Canada', 'Mexico', 'Brazil', 'Argentina', 'Chile', 'Colombia', 'Peru', 'China', 'PRC',
  'P.R. China', 'Hong Kong', 'Taiwan', 'Japan', 'Korea', 'South Korea', 'Singapore', 'Malaysia', 'Indonesia',
  'Thailand', 'Vietnam', 'Philippines', 'India', 'Pakistan', 'Bangladesh', 'Australia', 'New Zealand',
  'Germany', 'France', 'Spain', 'Portugal', 'Italy', 'Netherlands', 'Belgium', 'Switzerland', 'Austria',
  'Sweden', 'Norway', 'Denmark', 'Finland', 'Ireland', 'Poland', 'Czech Republic', 'Hungary', 'Romania',
  'Greece', 'Turkey', 'Russia', 'Ukraine', 'Israel', 'UAE', 'United Arab Emirates', 'Saudi Arabia', 'Qatar',
  'Egypt', 'Nigeria', 'Kenya', 'South Africa',
];

/** Cities printed on their own ("London", "Remote"); others are recognised by the region after them. */
// biome-ignore format: a data table reads better packed
export const CITY_NAMES: readonly string[] = [
  'Remote', 'Hybrid', 'Beijing', 'Shanghai', 'Shenzhen', 'Guangzhou', 'Hangzhou', 'Chengdu', 'Nanjing', 'Wuhan',
  "Xi'an", 'Xian', 'Suzhou', 'Tianjin', 'Chongqing', 'Hong Kong', 'Taipei', 'Tokyo', 'Osaka', 'Seoul', 'Singapore',
  'Bangalore', 'Bengaluru', 'Mumbai', 'Delhi', 'New Delhi', 'Hyderabad', 'Sydney', 'Melbourne', 'London',
  'Manchester', 'Edinburgh', 'Dublin', 'Paris', 'Berlin', 'Munich', 'Hamburg', 'Amsterdam', 'Zurich', 'Geneva',
  'Vienna', 'Stockholm', 'Copenhagen', 'Oslo', 'Helsinki', 'Madrid', 'Barcelona', 'Lisbon', 'Rome', 'Milan',
  'Warsaw', 'Prague', 'Moscow', 'Tel Aviv', 'Dubai', 'Toronto', 'Vancouver', 'Montreal', 'New York',
  'New York City', 'NYC', 'San Francisco', 'Los Angeles', 'Seattle', 'Boston', 'Chicago', 'Austin', 'Denver',
  'Atlanta', 'Houston', 'Dallas', 'Miami', 'Philadelphia', 'Washington', 'Washington DC', 'San Diego',
  'San Jose', 'Portland', 'Pittsburgh', 'Silicon Valley', 'Bay Area', 'Mexico City', 'São Paulo', 'Sao Paulo',
];

/** Chinese provinces and regions, with or without 省/市/自治区. */
// biome-ignore format: a data table reads better packed
export const CHINESE_REGIONS: readonly string[] = [
  '北京', '上海', '天津', '重庆', '河北', '山西', '辽宁', '吉林', '黑龙江', '江苏', '浙江', '安徽', '福建', '江西', '山东', '河南', '湖北',
  '湖南', '广东', '海南', '四川', '贵州', '云南', '陕西', '甘肃', '青海', '台湾', '内蒙古', '广西', '西藏', '宁夏', '新疆', '香港', '澳门',
  '中国',
];

/** Chinese cities a resume names without 市. */
// biome-ignore format: a data table reads better packed
export const CHINESE_CITIES: readonly string[] = [
  '北京', '上海', '广州', '深圳', '杭州', '成都', '南京', '武汉', '西安', '苏州', '天津', '重庆', '长沙', '郑州', '青岛', '厦门', '合肥', '济南',
  '大连', '宁波', '东莞', '佛山', '无锡', '福州', '沈阳', '昆明', '哈尔滨', '长春', '石家庄', '南昌', '贵阳', '南宁', '太原', '兰州', '海口',
  '珠海', '香港', '澳门', '台北', '乌鲁木齐', '呼和浩特', '拉萨', '银川', '西宁', '常州', '南通', '徐州', '温州', '绍兴', '嘉兴', '金华',
  '烟台', '潍坊', '泉州', '惠州', '中山', '洛阳', '绵阳', '芜湖', '扬州', '镇江', '保定', '唐山', '秦皇岛', '桂林', '三亚', '宜昌', '襄阳',
];
