// Some of the most common passwords seen in leaked-password collections, and keyboard and digit
// patterns like them, lower-cased and separated by white space. Only those of 8 characters or
// more: anything shorter already fails the length rule. A short list by design: it stops the
// first guesses of an attacker, while the per-account sign-in budget slows the rest.
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  `
  !qaz2wsx 00000000 000000000 0000000000 11111111 111111111 1111111111 11223344 112233445566
  12121212 123123123 123321123 12344321 12345678 123456789 1234567890 12345678910 123456789a
  123456789q 12345678a 1234567a 123456aa 123456abc 123456qwerty 1234abcd 1234qwer 1234qwerty
  123654789 12369874 123abc123 123qweasd 123qweasdzxc 12qwaszx 13131313 147258369 147852369
  159357456 159753456 1a2b3c4d 1password 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y 1qaz2wsx 1qaz2wsx3edc
  1qazxsw2 22222222 258456258 2wsx3edc 33333333 44444444 456789123 55555555 66666666 69696969
  741852963 753951852 77777777 789456123 789456789 87654321 88888888 963852741 987654321
  9876543210 987654321a 99999999 a1234567 a12345678 a1b2c3d4 aa123456 aa12345678 aaaaaaaa
  aaaaaaaaa abc12345 abc123456 abcabc123 abcabcabc abcd1234 abcdef123 abcdefg1 abcdefgh access123
  access14 admin123 admin1234 admin12345 adminadmin administrator administrator1 angel123
  angelina apple123 arsenal1 asdasdasd asdf1234 asdfasdf asdfghjk asdfghjkl asdfqwer asdzxc123
  autumn2023 babygirl babygirl1 banana123 barcelona baseball baseball1 basketball batman123
  beautiful birthday blackcat blessed1 blink182 butterfly butterfly1 changeme changeme1
  changeme123 charlie1 charlie123 cheese123 chelsea1 chevrolet chocolate chocolate1 christmas
  christmas1 computer computer1 computer123 cookie123 corvette cristiano december default1
  demo1234 diamond1 dolphins dragon12 dragon123 dropbox1 elephant facebook family123 ferrari1
  flower123 football football1 football123 forever1 freedom1 friday13 friends1 godisgood
  golden123 goodbye1 goodluck google123 guest123 happy123 happyday harley123 heaven123 hello123
  hello1234 hello12345 helloworld hockey123 holiday1 iloveu123 iloveyou iloveyou1 iloveyou123
  iloveyou2 instagram internet internet1 iphone123 january1 jennifer jennifer1 jessica1 jesus123
  jesuschrist jordan23 keyboard killer123 laptop123 letmein! letmein1 letmein123 letmeinnow
  lightning linkedin1 liverpool lovelove lovely123 loveyou1 manchester manutd99 master12
  master123 mastermind matrix123 mercedes messi123 metallica michael1 michelle microsoft midnight
  midnight1 monday123 monitor1 monkey123 motorola mustang1 mypassword mypassword1 newpassword
  nightmare nirvana1 nokia123 onetwothree orange123 p@ssw0rd p@ssword pa55w0rd pa55word passpass
  passw0rd password password! password01 password1 password12 password123 password1234 password2
  password3 password7 password9 phoenix1 pineapple platinum pokemon1 pokemon123 porsche1 princess
  princess1 princess123 purple123 q1w2e3r4 q1w2e3r4t5 q2w3e4r5 qazwsx123 qazwsxedc qqqqqqqq
  qwe12345 qweasdzxc qweqweqwe qwerasdf qwert12345 qwerty01 qwerty11 qwerty12 qwerty123
  qwerty1234 qwerty12345 qwerty123456 qwertyqwerty qwertyui qwertyuiop rainbow1 realmadrid
  ronaldo7 root1234 rootroot samantha sample123 samsung1 samsung123 scorpion1 secret12 secret123
  security shadow12 shadow123 silver123 smile123 snowball soccer123 soulmate spiderman spring2024
  starwars starwars1 summer12 summer123 summer2020 summer2021 summer2022 summer2023 summer2024
  sunday123 sunshine sunshine1 superman superman1 superman123 sweetheart sweetie1 test1234
  test12345 testing1 testing123 testtest thunder1 tigger123 together toor1234 trustno1 trustnoone
  user1234 warrior1 welcome1 welcome12 welcome123 welcome2020 welcome2021 welcome2022 welcome2023
  welcome2024 welcome2025 whatever1 windows1 windows10 winter12 winter123 xxxxxxxx
  yamaha123 youtube1 zaq12wsx zaq1xsw2 zaq1zaq1 zeppelin zxcasdqwe zxcvbnm1 zxcvbnm123 zxcvbnmm
  zxczxczxc zzzzzzzz
`
    .trim()
    .split(/\s+/),
);

/** True when the password, ignoring letter case and surrounding spaces, is on the list. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}
